// The countdown of a lesson's timed stage, on the class projector and on the teacher's console. The
// server sends the stage's parts ({label, start, minutes}, start in ms or null) with its own time, so a
// screen whose clock is wrong still counts the right minutes; this counts down each second. Over time
// the clock turns a soft amber and counts the minutes over: no sound, no blinking.
// The projector hands it each poll's clock (LessonClock.show); an element with data-clock (the console's
// partials/lesson-clock.jte) fetches its own from that address now and then.
window.LessonClock = (function () {
  var REFRESH_MS = 15000;
  var clocks = [];

  function texts(el) {
    var given = {};
    try { given = JSON.parse(el.getAttribute('data-texts') || '{}'); } catch (e) { given = {}; }
    return function (key, english) {
      return Object.prototype.hasOwnProperty.call(given, key) ? given[key] : english;
    };
  }

  function mmss(ms) {
    var s = Math.max(0, Math.round(ms / 1000)), m = Math.floor(s / 60);
    s -= m * 60;
    return m + ':' + (s < 10 ? '0' : '') + s;
  }

  function span(cls, text) {
    var e = document.createElement('span');
    e.className = cls;
    e.textContent = text;
    return e;
  }

  // The part running now: the last one that has begun, else the first (which waits for its start).
  function current(parts, now) {
    var part = parts[0];
    parts.forEach(function (p) { if (p.start !== null && p.start <= now) part = p; });
    return part;
  }

  function draw(el) {
    var c = el.lessonClock;
    if (!c || !c.parts || !c.parts.length) {
      el.hidden = true;
      return;
    }
    var tr = texts(el), now = Date.now() + c.offset, part = current(c.parts, now);
    var waiting = part.start === null, left = waiting ? part.minutes * 60000 : part.start + part.minutes * 60000 - now;
    var over = !waiting && left <= 0;
    // Redrawn only when what it says changes: a screen reader is not told each second.
    var words = [part.label, over ? '+' + mmss(-left) : mmss(left), over ? tr('lessonClock.up', 'Time is up') : '',
      waiting ? tr('lessonClock.waiting', 'starts when the first student joins') : ''].join('|');
    el.hidden = false;
    el.classList.toggle('over', over);
    el.classList.toggle('waiting', waiting);
    if (el.lessonClockWords === words) return;
    el.lessonClockWords = words;
    el.textContent = '';
    el.appendChild(span('clock-label', part.label));
    el.appendChild(span('clock-time', over ? '+' + mmss(-left) : mmss(left)));
    if (over) el.appendChild(span('clock-note', tr('lessonClock.up', 'Time is up')));
    if (waiting) el.appendChild(span('clock-note', tr('lessonClock.waiting', 'starts when the first student joins')));
  }

  function tick() {
    clocks.forEach(draw);
  }

  // Shows a clock from the server ({now, parts}, or null: no timed stage) in el, and keeps it counting.
  function show(el, clock) {
    el.lessonClock = clock ? { parts: clock.parts, offset: clock.now - Date.now() } : null;
    if (clocks.indexOf(el) < 0) clocks.push(el);
    draw(el);
  }

  function fetchInto(el) {
    fetch(el.getAttribute('data-clock'), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (d) { if (d) show(el, d.clock); })
      .catch(function () { /* the next refresh tries again; meanwhile it counts on */ });
  }

  setInterval(tick, 1000);
  Array.prototype.forEach.call(document.querySelectorAll('[data-clock]'), function (el) {
    fetchInto(el);
    setInterval(function () { fetchInto(el); }, REFRESH_MS);
  });
  return { show: show, current: current };
})();
