// Practice: the guess and the notebook's hypothesis are checked as they are typed (the first problem
// with its place, or the rule's reading in the page's language), as in the workshop and at a class table.
// The forms work without this script; it only tells sooner.
(function () {
  var boxes = document.querySelectorAll('textarea[data-live]');
  boxes.forEach(function (box) {
    var live = document.getElementById(box.getAttribute('data-live'));
    if (!live) return;
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
