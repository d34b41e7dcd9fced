/* teachkit Player: turn the picture block written by teachkit/player.py into a player (inlined per Player).

   Keys in a notebook or a page, while the Player (or one of its controls) has focus: Space plays/pauses,
   Left/Right step, Home/End go to the first/last frame. A focused button answers Space and Enter itself
   (only that button); the slider and the speed menu keep their own keys, and no key reaches JupyterLab
   (ArrowDown on the slider never moves the active cell).

   In a slide deck (reveal.js) the keys belong to the deck: arrows and Space advance it even after a click on
   a control. Enter on the Player (or the "keys" button) enters focus mode, shown by a blue ring and a line
   of text; then the keys above control the animation, and Escape leaves focus mode and gives the keys back
   to the deck. */
(function () {
  var me = document.currentScript;
  var roots = me && me.closest ? [me.closest(".tk-player")] : [];
  if (!roots[0]) {
    roots = Array.prototype.slice.call(document.querySelectorAll(".tk-player"));
  }
  function icon(path) {
    return '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="' + path + '"/></svg>';
  }
  var ICONS = {
    first: icon("M1 2h2v12H1zM8 2v12L3 8zM15 2v12L10 8z"),
    back: icon("M2 2h2v12H2zM13 2v12L5 8z"),
    play: icon("M4 2v12l10-6z"),
    pause: icon("M3 2h4v12H3zM9 2h4v12H9z"),
    next: icon("M3 2v12l8-6zM12 2h2v12h-2z"),
    last: icon("M1 2v12l5-6zM8 2v12l5-6zM13 2h2v12h-2z"),
  };
  // the keys a reveal.js deck uses to move, and what the deck does with each
  var DECK_KEYS = {
    " ": "next", ArrowRight: "right", ArrowLeft: "left", ArrowUp: "up", ArrowDown: "down",
    PageDown: "next", PageUp: "prev", Home: "first", End: "last", n: "next", p: "prev",
  };

  function deckMove(key, shift) {
    var R = window.Reveal;
    if (!R) return;
    var move = key === " " && shift ? "prev" : DECK_KEYS[key];
    if (move === "first") R.slide(0);
    else if (move === "last") R.slide(Number.MAX_VALUE);
    else if (R[move]) R[move]();
  }

  function start(el) {
    el.setAttribute("data-tk-ready", "1");
    var data = JSON.parse(el.querySelector("script.tk-data").textContent);
    var frames = [], previous = [];
    data.frames.forEach(function (enc) {
      var ids = [];
      for (var k = 0; k < enc.length; k++) {
        if (enc[k] >= 0) {
          ids.push(enc[k]);
        } else {
          var a = -1 - enc[k], b = enc[++k];
          for (var j = a; j < b; j++) ids.push(previous[j]);
        }
      }
      frames.push(ids);
      previous = ids;
    });
    var n = frames.length, index = data.start, timer = null, speed = data.speed;
    var inDeck = !!(el.closest && el.closest(".reveal .slides")), focusMode = false;
    var card = el.querySelector(".tk-card"), first = el.querySelector(".tk-still");
    var caption = el.querySelector(".tk-caption"), hint = el.querySelector(".tk-hint");
    var stage = document.createElement("div");
    stage.className = "tk-stage";
    card.insertBefore(stage, first);
    first.style.display = "none";
    if (hint) {
      hint.style.display = data.note ? "" : "none";
      hint.textContent = data.note ? data.note + "." : "";
    }

    var bar = document.createElement("div");
    bar.className = "tk-controls";
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", "animation controls");
    function button(name, label, key) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "tk-" + name;
      b.innerHTML = ICONS[name];
      b.title = label + " (" + key + ")";
      b.setAttribute("aria-label", label);
      bar.appendChild(b);
      return b;
    }
    var bFirst = button("first", "First " + data.unit, "Home");
    var bBack = button("back", "Previous " + data.unit, "\u2190");
    var bPlay = button("play", "Play", "Space");
    var bNext = button("next", "Next " + data.unit, "\u2192");
    var bLast = button("last", "Last " + data.unit, "End");
    var slider = document.createElement("input");
    slider.type = "range";
    slider.min = 0;
    slider.max = n - 1;
    slider.step = 1;
    slider.className = "tk-slider";
    slider.setAttribute("aria-label", "Choose the " + data.unit);
    bar.appendChild(slider);
    var speedLabel = document.createElement("label");
    speedLabel.className = "tk-speed-label";
    speedLabel.textContent = "speed ";
    var select = document.createElement("select");
    select.className = "tk-speed";
    select.title = "Playback speed";
    select.setAttribute("aria-label", "Playback speed");
    data.speeds.forEach(function (s) {
      var o = document.createElement("option");
      o.value = s[1];
      o.textContent = s[0];
      if (s[1] === speed) o.selected = true;
      select.appendChild(o);
    });
    speedLabel.appendChild(select);
    bar.appendChild(speedLabel);
    card.parentNode.insertBefore(bar, card.nextSibling);
    var mode = document.createElement("p");
    mode.className = "tk-mode";
    mode.setAttribute("aria-live", "polite");
    bar.parentNode.insertBefore(mode, bar.nextSibling);
    el.tabIndex = 0;
    el.setAttribute("data-lm-suppress-shortcuts", "true");
    el.setAttribute("role", "group");
    var name = (data.title ? data.title + ": " : "") + "animation, " + n + " frames";
    el.setAttribute("aria-label", inDeck ? name + "; press Enter to control it with the keys" : name);
    el.setAttribute("data-focus-mode", "0");

    function show(i) {
      index = Math.max(0, Math.min(n - 1, i));
      var ids = frames[index], parts = new Array(ids.length);
      for (var k = 0; k < ids.length; k++) parts[k] = data.chunks[ids[k]];
      stage.innerHTML = data.root + parts.join("\n") + "</svg>";
      var svg = stage.firstChild;
      svg.setAttribute("aria-label", data.captions[index]);
      caption.textContent = data.captions[index];
      slider.value = index;
      slider.title = data.labels[index];
      slider.setAttribute("aria-valuetext", data.labels[index]);
      el.setAttribute("data-frame", index);
    }
    function stop() {
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      bPlay.innerHTML = ICONS.play;
      bPlay.title = "Play (Space)";
      bPlay.setAttribute("aria-label", "Play");
      caption.setAttribute("aria-live", "polite");
      el.setAttribute("data-playing", "0");
    }
    function tick() {
      if (index >= n - 1) {
        stop();
        return;
      }
      show(index + 1);
      timer = setTimeout(tick, Math.max(10, data.interval / speed));
    }
    function play() {
      if (n < 2) return;
      if (index >= n - 1) show(0);
      bPlay.innerHTML = ICONS.pause;
      bPlay.title = "Pause (Space)";
      bPlay.setAttribute("aria-label", "Pause");
      caption.setAttribute("aria-live", "off");
      el.setAttribute("data-playing", "1");
      timer = setTimeout(tick, Math.max(10, data.interval / speed));
    }
    function toggle() {
      if (timer === null) play();
      else stop();
    }
    function go(i) {
      stop();
      show(i);
    }
    function setFocusMode(on) {
      focusMode = on;
      el.classList.toggle("tk-focus-mode", on);
      el.setAttribute("data-focus-mode", on ? "1" : "0");
      mode.textContent = on ? "Keys control the animation: Space, \u2190 \u2192, Home, End. Escape: back to the slides." : "";
    }
    function leaveFocusMode() {
      setFocusMode(false);
      var deck = document.querySelector(".reveal");
      if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
      if (deck) {
        if (!deck.hasAttribute("tabindex")) deck.setAttribute("tabindex", "-1");
        deck.focus({preventScroll: true});
      }
    }
    bFirst.onclick = function () { go(0); };
    bBack.onclick = function () { go(index - 1); };
    bNext.onclick = function () { go(index + 1); };
    bLast.onclick = function () { go(n - 1); };
    bPlay.onclick = toggle;
    slider.oninput = function () { go(parseInt(slider.value, 10)); };
    select.onchange = function () { speed = parseFloat(select.value); };

    var PLAYER_KEYS = {
      " ": toggle,
      ArrowLeft: function () { go(index - 1); },
      ArrowRight: function () { go(index + 1); },
      Home: function () { go(0); },
      End: function () { go(n - 1); },
    };
    var SLIDER_KEYS = /^(Arrow|Page|Home$|End$)/;
    el.addEventListener("keydown", function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var target = e.target, onSelf = target === el;
      var isButton = target.tagName === "BUTTON", isSlider = target === slider, isSelect = target === select;
      if (inDeck && !focusMode) {
        if (onSelf && e.key === "Enter") {
          e.preventDefault();
          e.stopPropagation();
          setFocusMode(true);
          return;
        }
        if (DECK_KEYS[e.key] !== undefined && !(isButton && e.key === "Enter")) {
          // the deck's key, wherever the focus is in the Player: the deck moves, the control does nothing
          e.preventDefault();
          e.stopPropagation();
          if (!onSelf && target.blur) target.blur();
          deckMove(e.key, e.shiftKey);
        }
        return;
      }
      if (inDeck && e.key === "Escape") {
        e.preventDefault();
        e.stopPropagation();
        leaveFocusMode();
        return;
      }
      if (isButton) {
        // Space and Enter press this button only (the browser does that); nothing else hears them
        if (e.key === " " || e.key === "Enter") e.stopPropagation();
        else if (PLAYER_KEYS[e.key]) {
          e.preventDefault();
          e.stopPropagation();
          PLAYER_KEYS[e.key]();
        }
        return;
      }
      if (isSlider || isSelect) {
        // the control's own keys (ArrowUp/Down too): never JupyterLab's cell navigation or the deck's
        if (SLIDER_KEYS.test(e.key) || e.key === " ") e.stopPropagation();
        if (isSlider && e.key === " ") {
          e.preventDefault();
          toggle();
        }
        return;
      }
      var action = PLAYER_KEYS[e.key];
      if (action) {
        e.preventDefault();
        e.stopPropagation();
        action();
      }
    });
    if (inDeck) {
      el.addEventListener("focusout", function (e) {
        if (focusMode && !el.contains(e.relatedTarget)) setFocusMode(false);
      });
    }
    show(index);
    stop();
  }
  roots.forEach(function (el) {
    if (el && !el.getAttribute("data-tk-ready")) start(el);
  });
})();
