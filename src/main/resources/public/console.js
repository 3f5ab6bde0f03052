// The teacher's console: keeps each table's seats, hand sizes and connections fresh. When a table's
// phase changes (a round ends, say) the page reloads so the right controls show, unless the teacher
// is typing in a form.
(function () {
  // A button that cannot be taken back (end a round, free a seat, show every rule) asks first.
  // Without JavaScript the form simply posts.
  document.addEventListener('submit', function (e) {
    var form = e.target;
    var question = form && form.getAttribute && form.getAttribute('data-confirm');
    if (question && !window.confirm(question)) e.preventDefault();
  });
  var boxes = document.querySelectorAll('.table-status[data-status]');
  if (!boxes.length) return;
  function phaseOf(el) {
    var p = el.querySelector('[data-phase]');
    return p ? p.getAttribute('data-phase') + '/' + p.getAttribute('data-paused') : '';
  }
  function typing() {
    var a = document.activeElement;
    return a && (a.tagName === 'TEXTAREA' || a.tagName === 'INPUT' || a.tagName === 'SELECT');
  }
  function refresh() {
    boxes.forEach(function (box) {
      var before = phaseOf(box);
      fetch(box.getAttribute('data-status'), { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (html === null) return;
          box.innerHTML = html;
          if (phaseOf(box) !== before && !typing()) location.reload();
        })
        .catch(function () { /* the next tick tries again */ });
    });
  }
  setInterval(refresh, 4000);
})();
