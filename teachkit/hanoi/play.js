// The Towers of Hanoi played by hand, in the browser: the rules and the picture of teachkit/hanoi/play.py
// (PlayTowers), line for line, with the words of teachkit/playtext.json. Needs playboard.js first.
(function (T) {
  "use strict";
  var PEG_NAMES = "ABC", DISK_H = 24, MARGIN = 10, LIFT = 44;

  function Hanoi(config, text, palette) {
    this.init("hanoi", config, text, palette);
    this.n = config.n;
    this.dst = config.dst === undefined ? 2 : config.dst;
    this.reset();
    this._say(this.say("start", { n: this.n, dst: PEG_NAMES[this.dst] }));
  }
  Hanoi.prototype = Object.create(T.Game.prototype);

  Hanoi.prototype.load = function (state) {
    this.pegs = state.pegs.map(function (stack) { return stack.slice(); });
    this.held = state.held === undefined ? null : state.held;
    this.moves = state.moves.map(function (m) { return m.slice(); });
    this._say(state.message, state.tone);
  };
  Hanoi.prototype.state = function () {
    return {
      pegs: this.pegs.map(function (s) { return s.slice(); }),
      held: this.held,
      moves: this.moves.map(function (m) { return m.slice(); }),
    };
  };

  Hanoi.prototype.top = function (peg) {
    var stack = this.pegs[peg];
    return stack.length ? stack[stack.length - 1] : null;
  };
  Hanoi.prototype.solved = function () { return this.pegs[this.dst].length === this.n; };

  Hanoi.prototype.click = function (peg) {
    var text = String(peg).trim();
    if (!/^[-+]?\d+$/.test(text)) { return this.refuse(this.say("not_a_peg", { peg: T.repr(peg) })); }
    peg = parseInt(text, 10);
    if (peg < 0 || peg > 2) { return this.refuse(this.say("no_peg", { peg: peg })); }
    return this.held === null ? this.pick(peg) : this.drop(peg);
  };

  Hanoi.prototype.pick = function (peg) {
    var disk = this.top(peg);
    if (disk === null) { return this.refuse(this.say("empty_peg", { peg: PEG_NAMES[peg] })); }
    this.held = peg;
    this._say(this.say("holding", { disk: disk, peg: PEG_NAMES[peg] }));
    return true;
  };

  Hanoi.prototype.drop = function (peg) {
    var src = this.held;
    if (src === null) { return this.refuse(this.say("nothing_held")); }
    if (peg === src) {
      this.held = null;
      this._say(this.say("put_back", { disk: this.top(src), peg: PEG_NAMES[src] }));
      return true;
    }
    return this.move(src, peg);
  };

  Hanoi.prototype.cancel = function () {
    if (this.held !== null) { this.drop(this.held); }
  };

  Hanoi.prototype.move = function (src, dst) {
    var disk = this.top(src), under = this.top(dst);
    this.held = null;
    if (disk === null) {
      return this.refuse(this.say("refused_empty", { peg: PEG_NAMES[src], rule: this.words.rule_top }));
    }
    if (under !== null && under < disk) {
      return this.refuse(this.say("refused_size",
        { disk: disk, under: under, peg: PEG_NAMES[dst], rule: this.words.rule_size }));
    }
    this.pegs[src].pop();
    this.pegs[dst].push(disk);
    this.moves.push([disk, src, dst]);
    var count = this.moves.length, c = this.config;
    if (this.solved()) {
      var fill = { count: count, minimum: c.minimum, fewer: count - c.minimum };
      this._say(this.say(count === c.minimum ? "solved_minimum" : "solved_more", fill), "solved");
    } else {
      this._say(this.say("moved", { disk: disk, src: PEG_NAMES[src], dst: PEG_NAMES[dst] }));
    }
    return true;
  };

  Hanoi.prototype.reset = function () {
    this.pegs = [[], [], []];
    for (var d = this.n; d >= 1; d--) { this.pegs[0].push(d); }
    this.moves = [];
    this.held = null;
    this._say(this.say("reset"));
  };

  Hanoi.prototype.doneDisks = function () {
    var stack = this.pegs[this.dst], done = 0;
    for (var i = 0; i < stack.length; i++) {
      if (stack[i] !== this.n - i) { break; }
      done += 1;
    }
    return done;
  };

  Hanoi.prototype.counters = function () {
    var c = this.config;
    return this.say("counters",
      { moves: this.moves.length, minimum: c.minimum, done: this.doneDisks(), n: this.n,
        dst: PEG_NAMES[this.dst] });
  };

  Hanoi.prototype.actions = function () {
    return {
      peg: this.click,
      cancel: function () { this.cancel(); },
      reset: function () { this.reset(); },
    };
  };

  Hanoi.prototype.alt = function () {
    var self = this;
    var pegs = this.pegs.map(function (s, p) {
      return self.say("alt_peg", { peg: PEG_NAMES[p], disks: s.join(" ") || self.words.alt_empty });
    }).join("; ");
    var hand = this.held === null ? "" : this.say("alt_hand", { disk: this.top(this.held) });
    return this.say("alt", { pegs: pegs, hand: hand });
  };

  Hanoi.prototype.diskWidth = function (disk) { return 36 + disk * 16; };

  Hanoi.prototype.svg = function () {
    var P = this.palette;
    var column = this.diskWidth(this.n) + 24;
    var width = 3 * column + 2 * MARGIN;
    var baseY = MARGIN + LIFT + (this.n + 1) * DISK_H;
    var height = baseY + 12 + 30;
    var final = this.doneDisks();
    var body = [T.rect(MARGIN, baseY, 3 * column, 10, 3, P.NEUTRAL_DARK)];
    for (var peg = 0; peg < 3; peg++) {
      var cx = MARGIN + column * peg + column / 2;
      var stack = this.pegs[peg];
      var parts = [
        T.rect(cx - column / 2 + 2, MARGIN, column - 4, baseY + 10 - MARGIN, 6, P.PAPER,
          ' fill-opacity="0" stroke="none" class="tk-hover"'),
        T.rect(cx - 4, MARGIN + LIFT - 6, 8, baseY - MARGIN - LIFT + 6, 3, P.NEUTRAL_DARK),
      ];
      var words = [];  // drawn over the peg, outside its control: clicks pass through (as in play.py)
      for (var level = 0; level < stack.length; level++) {
        var disk = stack[level];
        var lifted = this.held === peg && level === stack.length - 1;
        var y = lifted ? MARGIN + 8 : baseY - (level + 1) * DISK_H;
        var fill = lifted ? P.ACTIVE : peg === this.dst && level < final ? P.DONE : P.NEUTRAL;
        var w = this.diskWidth(disk);
        parts.push(T.rect(cx - w / 2, y + 1, w, DISK_H - 2, 6, fill, ' stroke="' + P.INK + '" stroke-width="1"'));
        words.push(T.text(cx, y + DISK_H / 2, disk, 14, this.ink(fill), "bold"));
      }
      var role = peg === 0 ? this.words.role_start : peg === this.dst ? this.words.role_target : "";
      words.push(T.text(cx, baseY + 26, PEG_NAMES[peg] + role, 14, P.INK, "bold"));
      var top = this.top(peg), what;
      if (this.held === null) {
        what = top !== null ? this.say("what_pick", { disk: top }) : this.words.what_empty;
      } else if (peg === this.held) {
        what = this.say("what_back", { disk: top });
      } else {
        what = this.say("what_drop", { disk: this.top(this.held) });
      }
      var label = this.say("peg_label", { peg: PEG_NAMES[peg], role: role, count: stack.length, what: what });
      body.push(T.clickable("peg:" + peg, label, parts.join("")));
      body.push('<g pointer-events="none">' + words.join("") + "</g>");
    }
    return T.svgDocument(width, height, body, this.alt());
  };

  T.games.hanoi = Hanoi;
})(typeof globalThis !== "undefined" ? globalThis.TeachkitPlay : this.TeachkitPlay);
