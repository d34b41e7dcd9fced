// The browser side of teachkit's play-it-yourself boards (the Python side: teachkit/playwidget.py).
// A board's rules run here (teachkit/<puzzle>/play.js, one per puzzle), so a board plays with no kernel: in a
// trusted notebook, run or not, in the book, on a slide, in JupyterLite. The words come from the same
// playtext.json as Python's, and the SVG drawing mirrors Python's exactly (tests/test_play_js.py compares).
// When a kernel is there, its PlayLink model registers itself in globalThis.__teachkitLinks under the board's
// key: the board then forwards every action to Python (which records the moves and answers hints) and adopts
// the kernel's state whenever it differs.
// Plain script, no modules: it runs inline in HTML output and in node (the tests load it with require).
(function (root) {
  "use strict";
  var T = (root.TeachkitPlay = root.TeachkitPlay || {});
  T.games = T.games || {};

  // ---- words and pictures, as in playwidget.py -----------------------------------------------------------
  T.FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
  T.MIN_TEXT_PX = 12;

  T.fill = function (template, vars) {
    if (template === undefined) { throw new Error("no such message"); }
    return template.replace(/\{(\w+)\}/g, function (m, name) {
      if (!(name in vars)) { throw new Error("message needs " + name + ": " + template); }
      return String(vars[name]);
    });
  };

  T.repr = function (value) {
    // Python's repr of the strings and numbers the browser can send
    return typeof value === "string" ? "'" + value + "'" : String(value);
  };

  T.num = function (x) {
    return String(Math.round(x * 100) / 100);
  };

  T.esc = function (value) {
    return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  };

  T.svgDocument = function (width, height, body, label) {
    var w = T.num(width), h = T.num(height);
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w +
      " " + h + '" role="img" aria-label="' + T.esc(label) + '" font-family="' + T.FONT + '">' +
      "<title>" + T.esc(label) + "</title>" + '<rect width="' + w + '" height="' + h + '" rx="8" fill="#ffffff"/>' +
      body.join("") + "</svg>";
  };

  T.text = function (x, y, content, size, fill, weight, anchor) {
    size = Math.max(size === undefined ? 14 : size, T.MIN_TEXT_PX);
    return '<text x="' + T.num(x) + '" y="' + T.num(y) + '" font-size="' + T.num(size) + '" font-weight="' +
      (weight || "normal") + '" fill="' + (fill || "#1a1a1a") + '" text-anchor="' + (anchor || "middle") +
      '" dominant-baseline="central" aria-hidden="true">' + T.esc(content) + "</text>";  // the labels say it
  };

  T.rect = function (x, y, width, height, rx, fill, extra) {
    return '<rect x="' + T.num(x) + '" y="' + T.num(y) + '" width="' + T.num(width) + '" height="' +
      T.num(height) + '" rx="' + T.num(rx) + '" fill="' + fill + '"' + (extra || "") + "/>";
  };

  T.clickable = function (act, label, inner) {
    return '<g class="tk-act" data-act="' + T.esc(act) + '" role="button" tabindex="0" aria-label="' +
      T.esc(label) + '"><title>' + T.esc(label) + "</title>" + inner + "</g>";
  };

  // ---- the base of every game (as playwidget.Game) --------------------------------------------------------
  T.Game = function () {};
  T.Game.prototype.init = function (kind, config, text, palette) {
    this.kind = kind;
    this.config = config;
    this.words = text[kind];
    this.common = text.common;
    this.palette = palette;
    this.message = "";
    this.tone = "info";
  };
  T.Game.prototype.say = function (key, vars) { return T.fill(this.words[key], vars || {}); };
  T.Game.prototype._say = function (message, tone) { this.message = message; this.tone = tone || "info"; };
  T.Game.prototype.refuse = function (message) { this._say(message, "refused"); return false; };
  T.Game.prototype.status = function () { return this.counters() + " · " + this.message; };
  T.Game.prototype.ink = function (colour) { return this.palette.ink_on[colour]; };
  T.Game.prototype.act = function (action) {
    action = String(action);
    var at = action.indexOf(":");
    var name = at < 0 ? action : action.slice(0, at), argument = at < 0 ? "" : action.slice(at + 1);
    var handlers = this.actions();
    if (!Object.prototype.hasOwnProperty.call(handlers, name)) {
      return this.refuse(T.fill(this.common.unknown_action,
        { action: T.repr(action), known: Object.keys(handlers).sort().join(", ") }));
    }
    return handlers[name].call(this, argument);
  };
  T.Game.prototype.snapshot = function () {
    var s = this.state();
    s.message = this.message;
    s.tone = this.tone;
    return s;
  };

  T.create = function (data) {
    var game = new T.games[data.kind](data.config, data.text, data.palette);
    game.load(data.state);
    return game;
  };

  // ---- the kernel link: a page-wide registry the PlayLink model (playwidget.py) also writes -------------
  function registry() {
    root.__teachkitLinks = root.__teachkitLinks || { models: {}, boards: {} };
    return root.__teachkitLinks;
  }

  var NO_ANSWER_MS = 3000;

  // ---- the live board in a page ---------------------------------------------------------------------------
  T.start = function (script) {
    if (typeof document === "undefined") { return; }
    var block = script && script.closest ? script.closest(".teachkit-board") : null;
    if (!block || block.getAttribute("data-tk-ready")) { return; }
    block.setAttribute("data-tk-ready", "1");
    T.mount(block);
    // The scripts have done their work: the block is now a board, not something that runs (the slide and
    // page checks tell animations by their scripts).
    Array.prototype.forEach.call(block.querySelectorAll("script"), function (s) { s.remove(); });
  };

  T.mount = function (block) {
    var data = JSON.parse(block.querySelector("script.tk-play-data").textContent);
    var game = T.create(data);
    if (T.css && !document.getElementById("teachkit-play-css")) {
      var style = document.createElement("style");
      style.id = "teachkit-play-css";
      style.textContent = T.css;
      document.head.appendChild(style);
    }
    var picture = block.querySelector(".teachkit-play-static");
    if (picture) { picture.style.display = "none"; }
    var el = document.createElement("div");
    el.className = "teachkit-play";
    el.dataset.kind = data.kind;
    el.innerHTML =
      '<div class="tk-board" role="group" tabindex="0" data-lm-suppress-shortcuts="true"></div>' +
      '<div class="tk-side"><div class="tk-title"></div><div class="tk-buttons" role="toolbar"></div>' +
      '<p class="tk-message" role="status" aria-live="polite"></p><p class="tk-status"></p>' +
      '<p class="tk-help"></p></div>';
    block.appendChild(el);
    var board = el.querySelector(".tk-board"), message = el.querySelector(".tk-message");
    var key = block.getAttribute("data-key") || "";
    var onSlide = !!block.closest(".reveal .slides");
    var link = null, live = false, pending = 0, waiting = null;

    function draw() {
      var active = document.activeElement;
      var focused = active && board.contains(active) ? active.getAttribute("data-act") : null;
      board.innerHTML = game.svg();
      var svg = board.querySelector("svg");
      if (svg) {
        // Inline, the picture holds buttons: a "group", not an "img" (whose children screen readers skip).
        svg.setAttribute("role", "group");
        // It fits its column, but shrinks only until its smallest text would be 11 px (then it scrolls).
        // On a slide it is drawn 1.5 times as big: its smallest text (12 px) becomes 18 px.
        var width = parseFloat(svg.getAttribute("width")) * (onSlide ? 1.5 : 1);
        svg.style.width = width + "px";
        svg.style.minWidth = Math.round(width * data.min_text[1] / data.min_text[0]) + "px";
      }
      board.setAttribute("aria-label", game.alt());
      board.setAttribute("title", data.help);
      var again = focused && Array.prototype.find.call(board.querySelectorAll("[data-act]"), function (g) {
        return g.getAttribute("data-act") === focused;
      });
      if (again) { again.focus({ preventScroll: true }); }
      else if (focused !== null && active === board) { board.focus({ preventScroll: true }); }
      message.textContent = game.message;
      message.dataset.tone = game.tone;
      el.querySelector(".tk-status").textContent = game.counters();
      el.dataset.live = live ? "1" : "0";
    }

    function send(act) {
      pending += 1;
      try { link.send({ act: act }); } catch (e) { pending -= 1; }
    }

    function run(act) {
      if (data.kernel_only.indexOf(act.split(":")[0]) >= 0) {
        if (!link) {
          game._say(T.fill(data.text.common.no_kernel, {}), "info");
          draw();
          return;
        }
        send(act);
        clearTimeout(waiting);
        waiting = setTimeout(function () {
          game._say(T.fill(data.text.common.no_answer, {}), "info");
          draw();
        }, NO_ANSWER_MS);
        return;
      }
      game.act(act);
      draw();
      if (link) { send(act); }
    }

    // The kernel answered (or changed the game from a cell): adopt its state once every answer is in.
    function answered() {
      if (pending > 0) { pending -= 1; }
      if (!live) { live = true; }
      clearTimeout(waiting);
      if (pending === 0) {
        var state = link.get("state");
        if (state && JSON.stringify(state) !== JSON.stringify(game.snapshot())) { game.load(state); }
        draw();
      }
    }

    var controller = {
      attach: function (model) {
        if (link === model) { return; }
        if (link) { link.off("change:serial", answered); }
        link = model;
        live = false;
        pending = 0;
        link.on("change:serial", answered);
        send("hello"); // a link restored from a saved notebook has no kernel: it never answers
      },
      detach: function (model) {
        if (link !== model) { return; }
        link.off("change:serial", answered);
        link = null;
        live = false;
        draw();
      },
    };
    el.tkController = controller; // for tests
    el.tkGame = game;

    var bar = el.querySelector(".tk-buttons");
    data.buttons.forEach(function (spec) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "tk-button";
      b.textContent = spec.label;
      b.title = spec.tip;
      b.setAttribute("aria-label", spec.label + ": " + spec.tip);
      b.dataset.act = spec.act;
      b.addEventListener("click", function () { run(spec.act); });
      bar.appendChild(b);
    });
    el.querySelector(".tk-title").textContent = data.title;
    el.querySelector(".tk-help").textContent = data.help;

    board.addEventListener("click", function (event) {
      var target = event.target.closest("[data-act]");
      if (target && board.contains(target)) { run(target.getAttribute("data-act")); }
      if (!target) { board.focus({ preventScroll: true }); }
    });
    board.addEventListener("keydown", function (event) {
      var target = event.target.closest && event.target.closest("[data-act]");
      var act = null;
      if ((event.key === "Enter" || event.key === " ") && target) { act = target.getAttribute("data-act"); }
      else if (Object.prototype.hasOwnProperty.call(data.keys, event.key)) { act = data.keys[event.key]; }
      if (act === null) { return; }
      event.preventDefault();
      event.stopPropagation(); // the notebook (or the deck) must not also act on the key
      run(act);
    });

    var reg = registry();
    (reg.boards[key] = reg.boards[key] || []).push(controller);
    if (reg.models[key]) { controller.attach(reg.models[key]); }
    draw();
  };

  if (typeof module === "object" && module.exports) { module.exports = T; }
})(typeof globalThis !== "undefined" ? globalThis : this);
