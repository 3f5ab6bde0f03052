// The class projector: the lobby's names, then each table's turn and mainline, and at a round's end
// who found the rule, the rule once revealed, and the ranking. It polls the session's projector.json
// (built by the server from public information only) every two seconds.
(function () {
  var root = document.getElementById('projector');
  if (!root) return;
  var texts = JSON.parse(root.getAttribute('data-texts') || '{}');
  function tr(key, fallback) {
    var s = texts[key] || fallback, args = Array.prototype.slice.call(arguments, 2);
    return s.replace(/\{(\d+)\}/g, function (m, i) { return args[+i] !== undefined ? args[+i] : m; });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function nameOf(t, seat) { return t.names[seat] || tr('projector.seat', 'seat {0}', seat); }
  function ranking(t) {
    var seats = Object.keys(t.totals || {}).filter(function (s) { return t.names[s]; });
    seats.sort(function (a, b) { return t.totals[b] - t.totals[a]; });
    var ol = el('ol', 'ranking');
    seats.forEach(function (s) { ol.appendChild(el('li', null, tr('projector.points', '{0} · {1} pts', nameOf(t, s), t.totals[s]))); });
    return ol;
  }
  // The lesson's words for the room (the plan's prompt between rounds, its debrief at the end); the
  // server sends only texts that name no rule.
  function lesson(data) {
    var box = document.getElementById('projector-lesson');
    box.textContent = '';
    box.hidden = !data.lesson;
    document.getElementById('projector').classList.toggle('lesson-focus',
      !!data.lesson && (data.lesson.stage === 'between' || data.lesson.stage === 'end'));
    if (!data.lesson) return;
    var l = data.lesson;
    box.className = 'projector-lesson stage-' + l.stage;
    box.appendChild(el('p', 'lesson-title', l.title));
    box.appendChild(el('h2', null, l.heading));
    l.say.forEach(function (line) { box.appendChild(el('p', 'lesson-say', line)); });
    if (l.nextHeading) {
      box.appendChild(el('h3', null, l.nextHeading));
      var ul = el('ul', 'lesson-next');
      l.next.forEach(function (line) { ul.appendChild(el('li', null, line)); });
      box.appendChild(ul);
    }
  }
  function render(data) {
    lesson(data);
    var status = document.getElementById('projector-status');
    status.textContent = data.started ? '' : tr('projector.lobby', 'Join now: the game begins when your teacher presses Start.');
    // Once play has begun the join code shrinks to a strip (late comers still find it) and the tables get the screen.
    document.getElementById('projector').classList.toggle('started', !!data.started);
    var box = document.getElementById('projector-tables');
    box.textContent = '';
    data.tables.forEach(function (t) {
      var s = el('section', 'projector-table' + (t.paused ? ' paused' : ''));
      s.appendChild(el('h2', null, t.name + ' · ' + t.game));
      var seated = Object.keys(t.names);
      if (!data.started) {
        var ul = el('ul', 'lobby-names');
        seated.forEach(function (seat) { ul.appendChild(el('li', null, t.names[seat])); });
        if (!seated.length) ul.appendChild(el('li', 'empty', tr('projector.nobody', 'nobody yet')));
        s.appendChild(ul);
        box.appendChild(s);
        return;
      }
      var roundOver = t.phase === 'round_over' || t.over;
      if (t.paused) s.appendChild(el('p', 'paused', tr('projector.paused', 'Paused')));
      if (!roundOver && t.waitingFor && t.waitingFor.length) {
        s.appendChild(el('p', 'turn', tr('projector.turn', 'Turn: {0}', t.waitingFor.map(function (x) { return nameOf(t, x); }).join(', '))));
      }
      if (t.mainline && t.mainline.length) {
        var line = el('div', 'projector-mainline');
        var shown = t.mainline.slice(-8), first = t.mainline.length - shown.length;
        shown.forEach(function (code, i) {
          var img = el('img');
          img.src = '/cards/' + code + '.svg';
          img.alt = code;
          var mark = (t.markers || [])[first + i];
          if (!mark) { line.appendChild(img); return; }
          // An Eleusis marker: its own shape on the card (style.css), and in the card's words.
          img.alt = code + ' (' + (mark === 'black' ? tr('projector.markerBlack', 'black marker') : tr('projector.markerWhite', 'white marker')) + ')';
          var card = el('span', 'card marker-' + mark);
          card.appendChild(img);
          var badge = el('span', 'marker ' + mark);
          badge.setAttribute('aria-hidden', 'true');
          card.appendChild(badge);
          line.appendChild(card);
        });
        s.appendChild(line);
      }
      if (roundOver) {
        if (t.foundBy !== null && t.foundBy !== undefined) {
          s.appendChild(el('p', 'found celebrate', tr('projector.found', '{0} found the rule!', nameOf(t, t.foundBy))));
        }
        s.appendChild(el('p', 'round-end', t.over ? tr('projector.gameOver', 'The game is over.') : tr('projector.roundOver', 'The round is over.')));
        s.appendChild(ranking(t));
      }
      if (t.revealed && !t.revealed.byHand) {
        s.appendChild(el('p', 'revealed', tr('projector.rule', 'The secret rule: {0}', t.revealed.rule)));
        if (t.revealed.reading) s.appendChild(el('p', 'revealed reading', t.revealed.reading));
      }
      box.appendChild(s);
    });
  }
  function poll() {
    fetch(root.getAttribute('data-json'), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) { if (data) render(data); })
      .catch(function () { /* the next tick tries again */ });
  }
  poll();
  setInterval(poll, 2000);
})();
