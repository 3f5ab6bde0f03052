// How the class projector fits a changing amount of words and cards on one screen. Sizes are given in
// pixels of a 1920x1080 screen (the CSS unit --u is one of them, scaled to the real screen), and no
// size goes under FLOOR, the smallest the back of a room can read: a box's words shrink step by step
// down to it, then the box is made more compact (a class per step, which projector.css defines), and
// a line of cards takes the largest size at which the newest cards fit. Nothing here knows the game.
window.ProjectorFit = (function () {
  var FLOOR = 28, CARD_RATIO = 1.4;

  // Pixels of the real screen in one pixel of the 1920x1080 design.
  function unit() {
    return Math.min(window.innerWidth / 1920, window.innerHeight / 1080);
  }

  function overflows(el) {
    return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
  }

  function size(el, n) {
    el.style.fontSize = 'calc(' + n + ' * var(--u))';
  }

  // The largest whole size from max down to FLOOR at which el's content fits its box (set on el,
  // whose children are sized in em). False when even FLOOR overflows (el is left at FLOOR).
  function text(el, max) {
    size(el, max);
    if (!overflows(el)) return true;
    var lo = FLOOR, hi = max;
    size(el, lo);
    if (overflows(el)) return false;
    while (hi - lo > 1) {
      var mid = Math.floor((lo + hi) / 2);
      size(el, mid);
      if (overflows(el)) hi = mid; else lo = mid;
    }
    size(el, lo);
    return true;
  }

  // text(), then each compacting class in turn (kept once added) until the content fits; false if none does.
  function compact(el, max, steps) {
    steps.forEach(function (c) { el.classList.remove(c); });
    if (text(el, max)) return true;
    for (var i = 0; i < steps.length; i++) {
      el.classList.add(steps[i]);
      if (text(el, max)) return true;
    }
    return false;
  }

  // As compact(), for several boxes alike (a grid of tables): one size and the same steps for all, so that
  // the tables read as one grid; false if even the last step leaves one overflowing.
  function all(list, max, steps) {
    var els = Array.prototype.slice.call(list);
    if (!els.length) return true;
    function fitsAt(n) {
      els.forEach(function (e) { size(e, n); });
      return els.every(function (e) { return !overflows(e); });
    }
    steps.forEach(function (c) { els.forEach(function (e) { e.classList.remove(c); }); });
    for (var k = 0; ; k++) {
      if (fitsAt(max)) return true;
      if (fitsAt(FLOOR)) {
        var lo = FLOOR, hi = max;
        while (hi - lo > 1) {
          var mid = Math.floor((lo + hi) / 2);
          if (fitsAt(mid)) lo = mid; else hi = mid;
        }
        fitsAt(lo);
        return true;
      }
      if (k >= steps.length) return false;
      els.forEach(function (e) { e.classList.add(steps[k]); });
    }
  }

  // How many cards of this width (design pixels) box holds, in rows.
  function capacity(box, width, gap) {
    var c = content(box);
    var cols = Math.floor((c.width + gap) / (width + gap)), rows = Math.floor((c.height + gap) / (width * CARD_RATIO + gap));
    return Math.max(1, cols * rows);
  }

  // A box's content size in design pixels: clientWidth and clientHeight count the padding (where a
  // marker's badge overhangs).
  function content(box) {
    var u = unit(), style = getComputedStyle(box);
    return { width: (box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / u - 1,
      height: (box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / u - 1 };
  }

  // How many of the newest n cards to show in box, and how wide (design pixels): as many as fit at
  // least minWidth wide, each as wide as the rows allow (at most maxWidth); always at least one.
  function cards(box, n, minWidth, maxWidth, gap) {
    var c = content(box), W = c.width, H = c.height;
    function widest(k) {
      var best = 0;
      for (var rows = 1; rows <= k; rows++) {
        var cols = Math.ceil(k / rows);
        var w = Math.min((W - (cols - 1) * gap) / cols, (H - (rows - 1) * gap) / rows / CARD_RATIO);
        if (w > best) best = w;
      }
      return best;
    }
    if (n < 1) return { count: 0, width: 0 };
    for (var k = n; k > 1; k--) {
      var w = widest(k);
      if (w >= minWidth) return { count: k, width: Math.floor(Math.min(w, maxWidth)) };
    }
    return { count: 1, width: Math.max(1, Math.floor(Math.min(widest(1), maxWidth))) };
  }

  return { FLOOR: FLOOR, unit: unit, overflows: overflows, text: text, compact: compact, all: all, cards: cards, capacity: capacity };
})();
