// A knight's tour built by hand, in the browser: the rules and the picture of teachkit/knight/play.py
// (PlayKnight), line for line, with the words of teachkit/playtext.json. Needs playboard.js first.
// Squares are [row, col], [0, 0] = a1 (bottom left); the onward degree is Warnsdorff's number.
(function (T) {
  "use strict";
  var MARGIN = 10, LABELS = 24;
  var JUMPS = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];

  function name(square) { return String.fromCharCode(97 + square[1]) + (square[0] + 1); }
  function same(a, b) { return a[0] === b[0] && a[1] === b[1]; }
  function isJump(a, b) {
    var dr = Math.abs(b[0] - a[0]), dc = Math.abs(b[1] - a[1]);
    return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
  }

  function Knight(config, text, palette) {
    this.init("knight", config, text, palette);
    this.rows = config.rows;
    this.cols = config.cols;
    this.showHints = false;
    this.reset();
    this._say(this.say("start"));
  }
  Knight.prototype = Object.create(T.Game.prototype);

  Knight.prototype.load = function (state) {
    this.path = state.path.map(function (s) { return s.slice(); });
    this.showHints = state.show_hints;
    this._say(state.message, state.tone);
  };
  Knight.prototype.state = function () {
    return { path: this.path.map(function (s) { return s.slice(); }), show_hints: this.showHints };
  };

  Knight.prototype.last = function () { return this.path.length ? this.path[this.path.length - 1] : null; };
  Knight.prototype.visitedAt = function (square) {
    for (var i = 0; i < this.path.length; i++) { if (same(this.path[i], square)) { return i; } }
    return -1;
  };
  Knight.prototype.onBoard = function (s) { return s[0] >= 0 && s[0] < this.rows && s[1] >= 0 && s[1] < this.cols; };

  Knight.prototype.jumps = function (square) {
    var self = this;
    return JUMPS.map(function (d) { return [square[0] + d[0], square[1] + d[1]]; })
      .filter(function (s) { return self.onBoard(s); });
  };

  Knight.prototype.candidates = function () {
    var self = this, out = [];
    if (!this.path.length) {
      for (var r = 0; r < this.rows; r++) { for (var c = 0; c < this.cols; c++) { out.push([r, c]); } }
      return out;
    }
    return this.jumps(this.last()).filter(function (s) { return self.visitedAt(s) < 0; });
  };

  // how many unvisited squares a knight on ``square`` could jump to next (the square itself counted as visited)
  Knight.prototype.degree = function (square) {
    var self = this;
    return this.jumps(square).filter(function (s) { return self.visitedAt(s) < 0 && !same(s, square); }).length;
  };

  Knight.prototype.visit = function (text) {
    var m = /^([a-z])(\d+)$/.exec(String(text).trim().toLowerCase());
    var square = m ? [parseInt(m[2], 10) - 1, m[1].charCodeAt(0) - 97] : null;
    if (!square || !this.onBoard(square)) { return this.refuse(T.repr(text) + ": " + this.words.rule_move); }
    var sq = name(square), at = this.visitedAt(square);
    if (at >= 0) { return this.refuse(this.say("already", { square: sq, number: at + 1, rule: this.words.rule_once })); }
    if (this.path.length && !isJump(this.last(), square)) {
      return this.refuse(this.say("not_a_jump", { square: sq, last: name(this.last()), rule: this.words.rule_move }));
    }
    this.path.push(square);
    this.afterMove(this.say("moved", { square: sq, number: this.path.length }));
    return true;
  };

  Knight.prototype.afterMove = function (what) {
    var total = this.rows * this.cols;
    if (this.path.length === total) {
      var closed = this.path.length > 1 && isJump(this.last(), this.path[0]) ? this.words.closed : "";
      this._say(this.say("complete", { total: total, closed: closed }), "solved");
    } else if (!this.candidates().length) {
      this._say(this.say("stuck",
        { what: what, last: name(this.last()), count: this.path.length, total: total }), "refused");
    } else {
      this._say(what);
    }
  };

  Knight.prototype.undo = function () {
    if (!this.path.length) { return this.refuse(this.say("nothing_to_undo")); }
    var square = this.path.pop();
    this._say(this.say("took_back", { square: name(square) }));
    return true;
  };

  Knight.prototype.toggleHints = function () {
    this.showHints = !this.showHints;
    this._say(this.say(this.showHints ? "hints_on" : "hints_off"));
    return this.showHints;
  };

  Knight.prototype.reset = function () {
    this.path = [];
    this._say(this.say("cleared"));
  };

  Knight.prototype.counters = function () {
    var knight = this.path.length ? this.say("counters_knight", { square: name(this.last()) }) : "";
    return this.say("counters", {
      count: this.path.length,
      total: this.rows * this.cols,
      knight: knight,
      hints: this.words[this.showHints ? "on" : "off"],
    });
  };

  Knight.prototype.actions = function () {
    return {
      square: this.visit,
      undo: function () { this.undo(); },
      hints: function () { this.toggleHints(); },
      reset: function () { this.reset(); },
    };
  };

  Knight.prototype.alt = function () {
    var path = this.path.map(name).join(" ") || this.words.alt_none;
    return this.say("alt", { rows: this.rows, cols: this.cols, path: path });
  };

  Knight.prototype.svg = function () {
    var P = this.palette, cell = this.config.cell, rows = this.rows, cols = this.cols;
    var left = MARGIN + LABELS, top = MARGIN;
    var width = left + cols * cell + MARGIN;
    var height = top + rows * cell + LABELS + MARGIN;
    var last = this.last(), self = this;
    var candidates = this.candidates();
    function isCandidate(s) { return candidates.some(function (c) { return same(c, s); }); }
    var body = [];
    for (var row = 0; row < rows; row++) {
      for (var col = 0; col < cols; col++) {
        var square = [row, col];
        var x = left + col * cell, y = top + (rows - 1 - row) * cell;
        var at = this.visitedAt(square), fill;
        if (last && same(square, last)) { fill = P.ACTIVE; }
        else if (at >= 0) { fill = P.DONE_LIGHT; }
        else { fill = (row + col) % 2 ? P.PAPER : P.NEUTRAL; }
        var parts = [T.rect(x, y, cell, cell, 0, fill,
          ' stroke="' + P.NEUTRAL_DARK + '" stroke-width="1" class="tk-hover"')];
        var candidate = isCandidate(square), degree = null;
        if (candidate && this.showHints) { degree = self.degree(square); }
        if (at >= 0) {
          parts.push(T.text(x + cell / 2, y + cell / 2, at + 1, cell > 44 ? 16 : 14, this.ink(fill), "bold"));
        } else if (candidate && this.path.length) {
          var cx = T.num(x + cell / 2), cy = T.num(y + cell / 2), r = cell / 2 - 6;
          parts.push('<circle cx="' + cx + '" cy="' + cy + '" r="' + T.num(r) + '" fill="none" stroke="' +
            P.CANDIDATE + '" stroke-width="4"/>' + '<circle cx="' + cx + '" cy="' + cy + '" r="' + T.num(r - 4) +
            '" fill="none" stroke="' + P.INK + '" stroke-width="2" stroke-dasharray="4 3"/>');
          if (degree !== null) { parts.push(T.text(x + cell / 2, y + cell / 2, degree, 16, P.INK, "bold")); }
        }
        var sq = name(square), label;
        if (at >= 0) { label = this.say("label_visited", { square: sq, number: at + 1 }); }
        else if (candidate) {
          label = this.say("label_jump", { square: sq }) +
            (degree !== null ? this.say("label_degree", { degree: degree }) : "");
        } else { label = this.say("label_away", { square: sq }); }
        body.push(T.clickable("square:" + sq, label, parts.join("")));
      }
    }
    for (var c = 0; c < cols; c++) {
      body.push(T.text(left + c * cell + cell / 2, top + rows * cell + LABELS / 2 + 2, String.fromCharCode(97 + c), 13));
    }
    for (var r2 = 0; r2 < rows; r2++) {
      body.push(T.text(MARGIN + LABELS / 2, top + (rows - 1 - r2) * cell + cell / 2, r2 + 1, 13));
    }
    return T.svgDocument(width, height, body, this.alt());
  };

  T.games.knight = Knight;
})(typeof globalThis !== "undefined" ? globalThis.TeachkitPlay : this.TeachkitPlay);
