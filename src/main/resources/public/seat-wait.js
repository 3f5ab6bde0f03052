// A student waiting for their seat back: asks every three seconds whether the teacher answered, and
// goes to the table once approved (or shows the answer once declined). The page itself never
// changes while waiting, so nothing moves under a screen reader; without script, the link asks again.
(function () {
  var el = document.getElementById('seat-wait');
  if (!el) return;
  var table = el.getAttribute('data-table');
  setInterval(function () {
    fetch('/join/wait?json=1&table=' + encodeURIComponent(table), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) {
        if (s && s.state === 'approved') location.href = '/play/' + table;
        else if (s && s.state === 'declined') location.reload();
      })
      .catch(function () { /* the next tick asks again */ });
  }, 3000);
})();
