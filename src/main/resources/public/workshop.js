// Checks a rule as it is typed: the first problem with its place, or its reading in the page's language.
// Each textarea with data-live="ID" is checked into the element ID (the workshop's rule, a practice
// game's guess and hypothesis). The forms still work without this script; it only saves a click.
(function () {
  var boxes = document.querySelectorAll('textarea[data-live]');
  boxes.forEach(function (box) {
    var live = document.getElementById(box.getAttribute('data-live'));
    if (!live) return;
    // The page's language: texts chosen by the server, in a data attribute it escaped.
    var texts = JSON.parse(live.getAttribute('data-texts') || '{}');
    var timer = null, asked = 0;
    box.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(check, 400);
    });
    function check() {
      var mine = ++asked;
      var text = box.value;
      if (!text.trim()) { live.textContent = ''; live.className = 'live'; return; }
      fetch('/api/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'profile=no&rule=' + encodeURIComponent(text)
      }).then(function (r) { return r.json(); }).then(function (report) {
        if (mine !== asked) return; // a newer check is on its way
        if (report.error) { live.className = 'live bad'; live.textContent = report.error; return; }
        live.className = 'live ' + (report.ok ? 'ok' : 'bad');
        live.textContent = report.ok
          ? report.reading
          : report.issues[0].line + ':' + report.issues[0].column + ': ' + report.issues[0].message;
      }).catch(function () {
        live.className = 'live bad';
        live.textContent = texts['workshop.js.unreachable'];
      });
    }
  });
})();
