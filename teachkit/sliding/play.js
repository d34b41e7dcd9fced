// The sliding puzzle played by hand, in the browser: the rules and the picture of teachkit/sliding/play.py
// (PlayBoard), line for line, with the words of teachkit/playtext.json. Needs playboard.js first.
// Hints are not here: they come from the solver in Python (the board forwards "hint" to the kernel).
(function (T) {
  "use strict";
  var OPPOSITE = { U: "D", D: "U", L: "R", R: "L" };
  var KEY_TO_BLANK = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" };
  var MARGIN = 10, LEGEND = 30;

  function Sliding(config, text, palette) {
    this.init("sliding", config, text, palette);
    this.k = config.k;
    this.goal = config.goal;
    this.board = config.start.slice();
    this.moves = "";
    this.hints = 0;
    this.hinted = null;
    this.estimate = null;
    this._say(this.say("start"));
  }
  Sliding.prototype = Object.create(T.Game.prototype);

  Sliding.prototype.load = function (state) {
    this.board = state.board.slice();
    this.moves = state.moves;
    this.hints = state.hints;
    this.hinted = state.hinted === undefined ? null : state.hinted;
    this.estimate = state.estimate;
    this._say(state.message, state.tone);
  };
  Sliding.prototype.state = function () {
    return {
      board: this.board.slice(),
      moves: this.moves,
      hints: this.hints,
      hinted: this.hinted,
      estimate: this.heuristic(),
    };
  };

  // Manhattan distance to the goal, as teachkit.sliding.heuristics.manhattan; other estimates come from Python
  // ("?" after a move the kernel has not seen).
  Sliding.prototype.heuristic = function () {
    if (!this.config.manhattan) { return this.estimate === null ? "?" : this.estimate; }
    var k = this.k, total = 0, home = {};
    this.goal.forEach(function (t, p) { home[t] = p; });
    for (var p = 0; p < this.board.length; p++) {
      var t = this.board[p];
      if (t) {
        total += Math.abs(Math.floor(p / k) - Math.floor(home[t] / k)) + Math.abs((p % k) - (home[t] % k));
      }
    }
    return total;
  };

  Sliding.prototype.solved = function () { return this.board.join(" ") === this.goal.join(" "); };

  Sliding.prototype.blankCan = function (move) {
    var b = this.board.indexOf(0), row = Math.floor(b / this.k), col = b % this.k;
    return { U: row > 0, D: row < this.k - 1, L: col > 0, R: col < this.k - 1 }[move];
  };

  Sliding.prototype.move = function (move) {
    var W = this.words;
    if (!Object.prototype.hasOwnProperty.call(W.arrows, move)) {
      return this.refuse(this.say("not_a_move", { move: T.repr(move) }));
    }
    if (!this.blankCan(move)) { return this.refuse(this.say("off_board", { word: W.words[move], arrow: W.arrows[move] })); }
    var b = this.board.indexOf(0);
    var to = b + { U: -this.k, D: this.k, L: -1, R: 1 }[move];
    var tile = this.board[to];
    this.board[b] = tile;
    this.board[to] = 0;
    this.moves += move;
    this.hinted = null;
    if (!this.config.manhattan) { this.estimate = null; }
    var slid = OPPOSITE[move];
    if (this.solved()) {
      this._say(this.say("solved", { count: this.moves.length }), "solved");
    } else {
      this._say(this.say("slid", { tile: tile, word: W.words[slid], arrow: W.arrows[slid], move: move }));
    }
    return true;
  };

  Sliding.prototype.blankMoveFor = function (tile) {
    var k = this.k, b = this.board.indexOf(0), c = this.board.indexOf(tile);
    var dr = Math.floor(c / k) - Math.floor(b / k), dc = (c % k) - (b % k);
    if (dr === -1 && dc === 0) { return "U"; }
    if (dr === 1 && dc === 0) { return "D"; }
    if (dr === 0 && dc === -1) { return "L"; }
    if (dr === 0 && dc === 1) { return "R"; }
    return null;
  };

  Sliding.prototype.slide = function (tile) {
    var text = String(tile).trim();
    if (!/^[-+]?\d+$/.test(text)) { return this.refuse(this.say("not_a_tile", { tile: T.repr(tile) })); }
    tile = parseInt(text, 10);
    if (tile === 0 || this.board.indexOf(tile) < 0) {
      return this.refuse(this.say("no_tile", { tile: tile, last: this.k * this.k - 1 }));
    }
    var move = this.blankMoveFor(tile);
    if (move === null) { return this.refuse(this.say("not_beside", { tile: tile })); }
    return this.move(move);
  };

  Sliding.prototype.press = function (key) {
    if (!Object.prototype.hasOwnProperty.call(KEY_TO_BLANK, key)) {
      return this.refuse(this.say("not_an_arrow", { key: T.repr(key) }));
    }
    var move = KEY_TO_BLANK[key];
    if (!this.blankCan(move)) {
      var way = OPPOSITE[move];
      return this.refuse(this.say("at_edge", { word: this.words.words[way], arrow: this.words.arrows[way] }));
    }
    return this.move(move);
  };

  Sliding.prototype.reset = function () {
    this.board = this.config.start.slice();
    this.moves = "";
    this.hints = 0;
    this.hinted = null;
    this.estimate = null;
    this._say(this.say("reset"));
  };

  Sliding.prototype.home = function () {
    var n = 0;
    for (var p = 0; p < this.board.length; p++) { if (this.board[p] && this.goal[p] === this.board[p]) { n++; } }
    return n;
  };

  Sliding.prototype.counters = function () {
    return this.say("counters", {
      count: this.moves.length,
      letters: this.moves ? " (" + this.moves + ")" : "",
      hints: this.hints,
      heuristic: this.config.heuristic,
      estimate: this.heuristic(),
      home: this.home(),
      last: this.k * this.k - 1,
    });
  };

  Sliding.prototype.actions = function () {
    return { slide: this.slide, key: this.press, reset: function () { this.reset(); } };
  };

  Sliding.prototype.alt = function () {
    var rows = [];
    for (var r = 0; r < this.k; r++) {
      rows.push(this.board.slice(r * this.k, (r + 1) * this.k).map(function (t) { return t ? String(t) : "_"; }).join(" "));
    }
    return this.say("alt", { k: this.k, rows: rows.join(" / "), home: this.home(), last: this.k * this.k - 1 });
  };

  Sliding.prototype.svg = function () {
    var P = this.palette, W = this.words;
    var k = this.k, cell = this.config.cell;
    var side = k * cell;
    var width = side + 2 * MARGIN, height = side + 2 * MARGIN + LEGEND;
    var size = Math.max(12, pyRound(cell * 0.39));
    var body = [T.rect(MARGIN - 4, MARGIN - 4, side + 8, side + 8, 10, P.NEUTRAL_DARK)];
    for (var index = 0; index < this.board.length; index++) {
      var tile = this.board[index];
      var row = Math.floor(index / k), col = index % k;
      var x = MARGIN + col * cell, y = MARGIN + row * cell;
      if (tile === 0) {
        body.push(T.rect(x + 3, y + 3, cell - 6, cell - 6, 8, P.BLANK));
        continue;
      }
      var fill = this.goal[index] === tile ? P.DONE : P.NEUTRAL;
      var ink = this.ink(fill);
      var stroke = tile === this.hinted
        ? ' stroke="' + P.ACTIVE + '" stroke-width="5" stroke-dasharray="8 4"'
        : ' stroke="' + P.INK + '" stroke-width="1"';
      var tileSvg = T.rect(x + 3, y + 3, cell - 6, cell - 6, 8, fill, stroke + ' class="tk-hover"') +
        T.text(x + cell / 2, y + cell / 2, tile, size, ink, "bold");
      var move = this.blankMoveFor(tile);
      if (move === null) {
        body.push(T.clickable("slide:" + tile, this.say("label_away", { tile: tile }), tileSvg));
      } else {
        var slid = OPPOSITE[move];
        var a = { U: [cell / 2, 14], D: [cell / 2, cell - 14], L: [13, cell - 14], R: [cell - 13, cell - 14] }[slid];
        var arrow = T.text(x + a[0], y + a[1], W.arrows[slid], 13, ink);
        var label = this.say("label_slide", { tile: tile, word: W.words[slid] });
        body.push(T.clickable("slide:" + tile, label, tileSvg + arrow));
      }
    }
    body.push(T.text(MARGIN, side + 2 * MARGIN + LEGEND / 2 - 2, W.legend, 13, P.INK, "normal", "start"));
    return T.svgDocument(width, height, body, this.alt());
  };

  // Python's round(): halves go to the even neighbour
  function pyRound(x) {
    var r = Math.round(x);
    return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  }

  T.games.sliding = Sliding;
})(typeof globalThis !== "undefined" ? globalThis.TeachkitPlay : this.TeachkitPlay);
