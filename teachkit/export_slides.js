/* teachkit slides: fit every slide into reveal's 1280x720 frame -- a smaller size, never a cut-off.

   A slide that is too tall or too wide is zoomed down (binary search, not below MIN_ZOOM = 0.9: text stays
   readable from the back of a hall); a code or output line that is too wide first gets a smaller font (not
   below MIN_CODE_PX = 20: 18 px at zoom 0.9), then code scrolls sideways and a text output wraps. A Player's
   picture grows into the room left on its slide (or shrinks, before the slide is zoomed), and the words in its
   frames are drawn larger, each about its anchor, up to MIN_TEXT_PX on screen where there is room
   (fitText): its labels read like the rest of the slide.
   A slide tagged `slide-scroll` keeps its size and scrolls with a visible scrollbar. A slide that still
   does not fit scrolls too (class teachkit-overflow) and is reported on the console, so the browser
   tests and the notebook's author see it. */
(function () {
  "use strict";
  var MIN_ZOOM = 0.9, MIN_CODE_PX = 20, MAX_GROWTH = 2, MAX_PICTURE_PX = 600;
  var MIN_TEXT_PX = 18, MAX_TEXT_SCALE = 2.5, MIN_PLAYER_SHARE = 0.55;

  function markScrollable() {
    document.querySelectorAll(".reveal .slides .celltag_slide-scroll").forEach(function (cell) {
      var slide = cell.closest("section");
      if (slide) slide.classList.add("teachkit-scroll");
    });
  }

  function overflows(slide) {  // (scrollHeight leaves out the bottom padding kept free for reveal's arrow)
    return slide.scrollHeight > slide.clientHeight + 1 || slide.scrollWidth > slide.clientWidth + 1 ||
      contentHeight(slide) > slide.clientHeight + 1;
  }

  function parts(slide) {  // what is zoomed: the slide's cells and fragments, not sub-slides or notes
    return Array.prototype.filter.call(slide.children, function (c) {
      return c.tagName !== "SECTION" && c.tagName !== "ASIDE";
    });
  }

  function setZoom(slide, zoom) {
    parts(slide).forEach(function (c) { c.style.zoom = zoom === 1 ? "" : String(zoom); });
    if (zoom === 1) delete slide.dataset.teachkitZoom; else slide.dataset.teachkitZoom = zoom.toFixed(2);
  }

  function fitCode(slide) {
    // code keeps its lines (a smaller font, then a sideways scroll); a text output that is still too wide at
    // MIN_CODE_PX wraps at spaces instead (class teachkit-wrapped): a sentence is read, not scrolled
    slide.querySelectorAll("pre").forEach(function (pre) {
      pre.style.fontSize = "";
      pre.classList.remove("teachkit-wrapped");
      var px = parseFloat(getComputedStyle(pre).fontSize);
      while (pre.scrollWidth > pre.clientWidth + 1 && px > MIN_CODE_PX) {
        px -= 1;
        pre.style.fontSize = px + "px";
      }
      if (pre.scrollWidth > pre.clientWidth + 1 && pre.closest(".jp-OutputArea-output")) {
        pre.classList.add("teachkit-wrapped");
      }
      // a box that still scrolls can be scrolled from the keyboard too (Tab to it)
      if (pre.scrollWidth > pre.clientWidth + 1) pre.tabIndex = 0; else pre.removeAttribute("tabindex");
    });
  }

  function pictures(slide) {  // the pictures of outputs shown on the slide (not in speaker notes)
    return Array.prototype.filter.call(slide.querySelectorAll(".jp-OutputArea-output img"), function (img) {
      return !img.closest("aside") && img.offsetParent !== null && img.naturalHeight > 0;
    });
  }

  function contentHeight(slide) {  // how tall the slide's content is, in slide pixels
    var top = slide.getBoundingClientRect().top, bottom = top, scale = Reveal.getScale() || 1;
    parts(slide).forEach(function (c) { bottom = Math.max(bottom, c.getBoundingClientRect().bottom); });
    return (bottom - top) / scale + parseFloat(getComputedStyle(slide).paddingBottom);
  }

  function players(slide) {  // Players (their SVG frames scale with the Player's width)
    return Array.prototype.filter.call(slide.querySelectorAll(".jp-OutputArea-output .tk-player"), function (el) {
      return !el.closest("aside") && el.offsetParent !== null;
    });
  }

  function growPictures(slide) {
    // a small picture (a notebook figure, a Player) grows into the room left on its slide: at most MAX_GROWTH
    // times its own size and MAX_PICTURE_PX high; several pictures share the room
    var imgs = pictures(slide), anims = players(slide), scale = Reveal.getScale() || 1;
    var count = imgs.length + anims.length;
    if (!count) return;
    var room = (slide.clientHeight - contentHeight(slide)) / count;
    if (room < 8) return;
    imgs.forEach(function (img) {
      var h = img.getBoundingClientRect().height / scale;
      var target = Math.min(h + room, img.naturalHeight * MAX_GROWTH, MAX_PICTURE_PX);
      if (target > h + 4) {
        img.style.maxHeight = "none";
        img.style.height = Math.floor(target) + "px";
        img.style.objectFit = "contain";
      }
    });
    anims.forEach(function (el) {
      var stage = el.querySelector(".tk-stage svg, .tk-still");
      if (!stage) return;
      var h = stage.getBoundingClientRect().height / scale, w = el.getBoundingClientRect().width / scale;
      if (h < 1) return;
      var factor = Math.min((Math.min(h + room, MAX_PICTURE_PX)) / h, MAX_GROWTH,
                            (slide.clientWidth - 60) / w);
      if (factor > 1.02) {
        if (el.dataset.teachkitMaxWidth === undefined) el.dataset.teachkitMaxWidth = el.style.maxWidth;
        el.style.maxWidth = Math.floor(w * factor) + "px";
        el.style.width = Math.floor(w * factor) + "px";
      }
    });
    if (overflows(slide)) resetPictures(slide);
  }

  function resetPictures(slide) {
    slide.querySelectorAll(".jp-OutputArea-output img").forEach(function (img) {
      img.style.maxHeight = img.style.height = img.style.objectFit = "";
    });
    slide.querySelectorAll(".jp-OutputArea-output .tk-player").forEach(function (el) {
      if (el.dataset.teachkitMaxWidth !== undefined) {
        el.style.maxWidth = el.dataset.teachkitMaxWidth;
        el.style.width = "";
      }
      delete el.dataset.teachkitWidth;
    });
  }

  function shrinkPlayers(slide, share) {  // every Player at `share` of its width as laid out (1: as it was)
    var scale = Reveal.getScale() || 1;
    players(slide).forEach(function (el) {
      if (el.dataset.teachkitWidth === undefined) {
        el.dataset.teachkitWidth = String(el.getBoundingClientRect().width / scale);
        if (el.dataset.teachkitMaxWidth === undefined) el.dataset.teachkitMaxWidth = el.style.maxWidth;
      }
      var w = Math.floor(parseFloat(el.dataset.teachkitWidth) * share) + "px";
      el.style.maxWidth = w;
      el.style.width = w;
    });
  }

  function fitPlayers(slide) {
    // a slide too tall with a Player on it: the Player's picture gets smaller (it is drawn in vectors, and its
    // words are then scaled back up by fitPlayerText) before the whole slide is zoomed down
    if (!players(slide).length) return;
    shrinkPlayers(slide, MIN_PLAYER_SHARE);
    if (overflows(slide)) { shrinkPlayers(slide, 1); return; }
    var lo = MIN_PLAYER_SHARE, hi = 1;
    for (var i = 0; i < 6; i++) {
      var mid = (lo + hi) / 2;
      shrinkPlayers(slide, mid);
      if (overflows(slide)) hi = mid; else lo = mid;
    }
    shrinkPlayers(slide, lo);
  }

  function boardsAndPlayers(slide) {  // Players and play boards shown on the slide (their pictures are SVG)
    return Array.prototype.filter.call(slide.querySelectorAll(".tk-player, .teachkit-play"), function (el) {
      return !el.closest("aside") && el.offsetParent !== null;
    });
  }

  function grown(r, f, anchor) {  // a text's box scaled by f about its anchor (left, middle or right; middle height)
    var w = r.width * f, h = r.height * f, cy = (r.top + r.bottom) / 2;
    var left = anchor === "end" ? r.right - w : anchor === "middle" ? (r.left + r.right - w) / 2 : r.left;
    return {left: left, right: left + w, top: cy - h / 2, bottom: cy + h / 2};
  }
  function meets(a, b) { return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; }
  function holds(a, b) { return a.left <= b.left && a.right >= b.right && a.top <= b.top && a.bottom >= b.bottom; }

  function fitText(el) {
    // the words in a Player's (or board's) picture drawn at least MIN_TEXT_PX high on the slide: each text
    // grows about its anchor, as far as it can without leaving the picture or running into another text or a
    // shape it did not touch before (a legend's colour swatches, the board); what cannot grow enough stays
    // smaller and the browser tests report it
    var svg = el.querySelector(".tk-stage svg, .tk-board svg");
    if (!svg) return;
    var scale = Reveal.getScale() || 1;
    var texts = Array.prototype.filter.call(svg.querySelectorAll("text"), function (t) {
      return t.textContent.trim() && t.getClientRects().length;
    });
    texts.forEach(function (t) { t.style.scale = ""; });
    var frame = svg.getBoundingClientRect();
    var boxes = texts.map(function (t) { return t.getBoundingClientRect(); });
    var shapes = Array.prototype.map.call(svg.querySelectorAll("path, rect, circle, ellipse, polygon, polyline, line"),
      function (s) { return s.getBoundingClientRect(); }).filter(function (r) { return r.width > 0 || r.height > 0; });
    texts.forEach(function (t, i) {
      var m = t.getScreenCTM();
      if (!m) return;
      var px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) / scale;
      if (px >= MIN_TEXT_PX) return;
      var anchor = getComputedStyle(t).textAnchor, r0 = boxes[i];
      var obstacles = shapes.filter(function (s) { return !meets(s, r0) && !holds(s, r0); });
      var want = Math.min(MAX_TEXT_SCALE, MIN_TEXT_PX / px), f = want;
      for (; f > 1.01; f -= (want - 1) / 10) {
        var r = grown(r0, f, anchor), clear = holds(frame, r);
        for (var j = 0; clear && j < boxes.length; j++) { if (j !== i && meets(boxes[j], r)) clear = false; }
        for (var k = 0; clear && k < obstacles.length; k++) { if (meets(obstacles[k], r)) clear = false; }
        if (clear) break;
      }
      if (f <= 1.01) return;
      t.style.transformBox = "fill-box";
      t.style.transformOrigin = (anchor === "end" ? "right" : anchor === "middle" ? "center" : "left") + " center";
      t.style.scale = f.toFixed(3);
      boxes[i] = grown(r0, f, anchor);
    });
  }

  function fitPlayerText(slide) {
    boardsAndPlayers(slide).forEach(function (el) {
      fitText(el);
      if (el.dataset.teachkitWatched) return;
      el.dataset.teachkitWatched = "1";
      var stage = el.querySelector(".tk-stage, .tk-board");  // a new frame: its words fitted again
      if (stage && window.MutationObserver) {
        var pending = false;
        new MutationObserver(function () {
          if (pending || el.offsetParent === null) return;
          pending = true;
          requestAnimationFrame(function () { pending = false; fitText(el); });
        }).observe(stage, {childList: true, subtree: true});
      }
    });
  }

  function fit(slide) {
    if (!slide || slide.classList.contains("stack")) return;
    slide.classList.remove("teachkit-overflow");
    setZoom(slide, 1);
    resetPictures(slide);
    fitCode(slide);
    if (slide.classList.contains("teachkit-scroll")) { fitPlayerText(slide); return; }
    if (!overflows(slide)) { growPictures(slide); fitPlayerText(slide); return; }
    fitPlayers(slide);
    if (!overflows(slide)) { fitPlayerText(slide); return; }
    var lo = MIN_ZOOM, hi = 1;
    setZoom(slide, lo);
    if (overflows(slide)) {
      setZoom(slide, 1);
      slide.classList.add("teachkit-overflow");
      slide.tabIndex = 0;  // it scrolls: reachable from the keyboard
      fitPlayerText(slide);
      console.warn("teachkit: slide " + JSON.stringify(Reveal.getIndices(slide)) +
                   " does not fit 1280x720; it scrolls (tag it slide-scroll, or split it)");
      return;
    }
    for (var i = 0; i < 6; i++) {
      var mid = (lo + hi) / 2;
      setZoom(slide, mid);
      if (overflows(slide)) hi = mid; else lo = mid;
    }
    setZoom(slide, lo);
    fitPlayerText(slide);
  }

  function fitCurrent() { fit(Reveal.getCurrentSlide()); }

  window.teachkitSlides = {fit: fit, fitCurrent: fitCurrent, markScrollable: markScrollable};
  markScrollable();
  if (Reveal.registerKeyboardShortcut) {  // reveal's help (?) says how the keys reach an animation
    Reveal.registerKeyboardShortcut("Enter (on an animation)", "its keys: Space, \u2190 \u2192, Home, End");
    Reveal.registerKeyboardShortcut("Esc (in an animation)", "the keys back to the slides");
  }
  Reveal.on("ready", fitCurrent);
  Reveal.on("slidechanged", fitCurrent);
  Reveal.on("resize", fitCurrent);
  window.addEventListener("load", fitCurrent);
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) MathJax.startup.promise.then(fitCurrent);
})();
