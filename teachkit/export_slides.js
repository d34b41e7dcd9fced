/* teachkit slides: fit every slide into reveal's 1280x720 frame -- a smaller size, never a cut-off.

   A slide that is too tall or too wide is zoomed down (binary search, not below MIN_ZOOM); a code or
   output line that is too wide first gets a smaller font (not below MIN_CODE_PX), then scrolls sideways.
   A slide tagged `slide-scroll` keeps its size and scrolls with a visible scrollbar. A slide that still
   does not fit scrolls too (class teachkit-overflow) and is reported on the console, so the browser
   tests and the notebook's author see it. */
(function () {
  "use strict";
  var MIN_ZOOM = 0.72, MIN_CODE_PX = 15, MAX_GROWTH = 2, MAX_PICTURE_PX = 600;

  function markScrollable() {
    document.querySelectorAll(".reveal .slides .celltag_slide-scroll").forEach(function (cell) {
      var slide = cell.closest("section");
      if (slide) slide.classList.add("teachkit-scroll");
    });
  }

  function overflows(slide) {
    return slide.scrollHeight > slide.clientHeight + 1 || slide.scrollWidth > slide.clientWidth + 1;
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
    slide.querySelectorAll("pre").forEach(function (pre) {
      pre.style.fontSize = "";
      var px = parseFloat(getComputedStyle(pre).fontSize);
      while (pre.scrollWidth > pre.clientWidth + 1 && px > MIN_CODE_PX) {
        px -= 1;
        pre.style.fontSize = px + "px";
      }
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
    });
  }

  function fit(slide) {
    if (!slide || slide.classList.contains("stack")) return;
    slide.classList.remove("teachkit-overflow");
    setZoom(slide, 1);
    resetPictures(slide);
    fitCode(slide);
    if (slide.classList.contains("teachkit-scroll")) return;
    if (!overflows(slide)) { growPictures(slide); return; }
    var lo = MIN_ZOOM, hi = 1;
    setZoom(slide, lo);
    if (overflows(slide)) {
      setZoom(slide, 1);
      slide.classList.add("teachkit-overflow");
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
  }

  function fitCurrent() { fit(Reveal.getCurrentSlide()); }

  window.teachkitSlides = {fit: fit, fitCurrent: fitCurrent, markScrollable: markScrollable};
  markScrollable();
  Reveal.on("ready", fitCurrent);
  Reveal.on("slidechanged", fitCurrent);
  Reveal.on("resize", fitCurrent);
  window.addEventListener("load", fitCurrent);
  if (window.MathJax && MathJax.startup && MathJax.startup.promise) MathJax.startup.promise.then(fitCurrent);
})();
