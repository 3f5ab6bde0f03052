// The teacher's console: keeps each table's seats, hand sizes, connections and the students' notebooks
// fresh. When a table's stage changes (its round ends, say, not at every play) the page reloads so that
// the stage's controls show, unless the teacher is typing in a form.
(function () {
  // A button that cannot be taken back (deal a round, end one, free a seat, show the rules) asks first,
  // saying what will happen. Without JavaScript the form simply posts.
  function question(form) {
    if (!form.hasAttribute('data-confirm-same')) return form.getAttribute('data-confirm');
    // A next round's form: the question follows the rule chosen in it.
    var choice = form.querySelector('select[name=choice]');
    var value = choice ? choice.value : 'same';
    if (value === 'same') return form.getAttribute('data-confirm-same');
    if (value === 'lesson') return form.getAttribute('data-confirm-lesson') || form.getAttribute('data-confirm-same');
    if (value === 'by_hand') return form.getAttribute('data-confirm-hand');
    if (value === 'written') {
      var box = form.querySelector('textarea[name=rule]');
      var written = box ? box.value.trim() : '';
      // Nothing written: the server says what is missing, and nothing is dealt.
      return written ? form.getAttribute('data-confirm-written').replace('{rule}', written) : null;
    }
    var picked = choice.options[choice.selectedIndex];
    return form.getAttribute('data-confirm-chosen').replace('{rule}', picked ? picked.text : value);
  }
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form || !form.getAttribute) return;
    var q = question(form);
    if (q && !window.confirm(q)) e.preventDefault();
  });

  var boxes = document.querySelectorAll('.table-status[data-status]');
  if (!boxes.length) return;
  // What the controls follow: Start waited for, the round played, over, the game over, and the pause.
  function phaseOf(el) {
    var p = el.querySelector('[data-stage-key]');
    return p ? p.getAttribute('data-stage-key') : '';
  }
  function typing() {
    var a = document.activeElement;
    return a && (a.tagName === 'TEXTAREA' || a.tagName === 'INPUT' || a.tagName === 'SELECT');
  }
  // Each part is replaced only when it changed: the live part (the phase, a seat asked for, a guess to
  // judge) is read out by screen readers, the seats and notebooks are not read out at every move.
  function update(box, html) {
    // Parsed apart from the page (DOMParser runs no script) and moved in as nodes: no string becomes markup here.
    var fresh = new DOMParser().parseFromString(html, 'text/html').body;
    var parts = fresh.querySelectorAll('[data-part]');
    if (!parts.length) return;
    parts.forEach(function (part) {
      var old = box.querySelector('[data-part="' + part.getAttribute('data-part') + '"]');
      if (!old) box.appendChild(document.importNode(part, true));
      else if (old.innerHTML !== part.innerHTML && !old.contains(document.activeElement)) {
        old.replaceChildren.apply(old, Array.prototype.map.call(part.childNodes, function (n) { return document.importNode(n, true); }));
      }
    });
  }
  var busy = false;
  function refresh() {
    // A hidden tab (another window in front) asks nothing: it catches up when it is shown again.
    if (busy || document.hidden) return;
    busy = true;
    var left = boxes.length;
    boxes.forEach(function (box) {
      var before = phaseOf(box);
      fetch(box.getAttribute('data-status'), { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (html === null) return;
          update(box, html);
          if (phaseOf(box) !== before && !typing()) location.reload();
        })
        .catch(function () { /* the next tick tries again */ })
        .then(function () { if (--left === 0) busy = false; });
    });
  }
  setInterval(refresh, 3000);
  document.addEventListener('visibilitychange', refresh);
})();
