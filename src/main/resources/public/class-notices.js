// The console's notices (tables that cannot move, students who joined a full class), drawn again
// every few seconds: students join, seats are taken, a table is opened for latecomers. A new table
// reloads the page to show it, unless the teacher is typing in a form. In the lobby the count of who has
// joined follows too.
(function () {
  var box = document.getElementById('class-notices');
  if (!box || !window.fetch || !window.DOMParser) return;
  function typing() {
    var a = document.activeElement;
    return a && (a.tagName === 'TEXTAREA' || a.tagName === 'INPUT' || a.tagName === 'SELECT');
  }
  function refresh() {
    fetch(box.getAttribute('data-notices'), { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (html === null) return;
        var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById('class-notices');
        if (!fresh) return;
        if (fresh.getAttribute('data-tables') !== box.getAttribute('data-tables') && !typing()) {
          location.reload();
          return;
        }
        // The lobby's count of who has joined, in the server's words, as text.
        var line = document.querySelector('.class-controls .lobby'), said = fresh.getAttribute('data-lobby-line');
        if (line && said && line.textContent !== said) line.textContent = said;
        // The parsed nodes move in as nodes: the page never turns a string into markup.
        if (fresh.innerHTML !== box.innerHTML) {
          box.replaceChildren.apply(box, Array.prototype.map.call(fresh.childNodes, function (n) { return document.importNode(n, true); }));
        }
      })
      .catch(function () { /* the next tick tries again */ });
  }
  setInterval(refresh, 4000);
})();
