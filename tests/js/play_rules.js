// Plays actions through the browser rules of the boards (teachkit/*/play.js) in node, for tests/test_play_js.py.
// stdin: [{"payload": <Game.payload()>, "acts": ["peg:0", ...]}, ...]
// stdout: per game, the start and the state after each act: {state, counters, alt, svg}.
"use strict";
const path = require("path");
const fs = require("fs");
const root = path.resolve(__dirname, "..", "..", "teachkit");
const T = require(path.join(root, "playboard.js"));
for (const kind of ["hanoi", "sliding", "knight"]) {
  require(path.join(root, kind, "play.js"));
}
const games = JSON.parse(fs.readFileSync(0, "utf-8"));
const out = games.map(({ payload, acts }) => {
  const game = T.create(payload);
  const seen = () => ({ state: game.snapshot(), counters: game.counters(), alt: game.alt(), svg: game.svg() });
  const trace = [seen()];
  for (const act of acts) {
    game.act(act);
    trace.push(seen());
  }
  return trace;
});
process.stdout.write(JSON.stringify(out));
