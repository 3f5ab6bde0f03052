// The class projector: one 1920x1080 screen, read from the back of the room, without scrolling, at
// every moment of a class. The lobby: the join code, QR code and link, big, and who has joined. Play:
// every table in a grid that fills the screen, whose turn it is and its newest cards as large as they
// fit; at a table's round end, who found the rule and its points. A revealed rule once, big (per group
// of tables only where their rules differ). The end: the class podium, the class's totals, each
// table's ranking. Past eight tables, pages of eight turn every ten seconds, so no table is hidden for
// good. It polls the session's projector.json (built by the server from public information only) every
// two seconds and redraws only what changed.
(function () {
  var root = document.getElementById('projector');
  if (!root || !window.EleusisLive || !window.ProjectorFit) return;
  var tr = window.EleusisLive.texts(root);
  var Fit = window.ProjectorFit;
  var lang = document.documentElement.lang || 'en';
  var PER_PAGE = 8, TURN_MS = 10000, POLL_MS = 2000, CARD_RATIO = 1.4;
  // The grid of n tables on a 16:9 screen: columns and rows that leave each table widest for its cards.
  var GRID = { 1: [1, 1], 2: [2, 1], 3: [3, 1], 4: [2, 2], 5: [3, 2], 6: [3, 2], 7: [4, 2], 8: [4, 2] };
  // The end's rankings are lists: a row of tall boxes reads them best.
  var LISTS = { 1: [1, 1], 2: [2, 1], 3: [3, 1], 4: [4, 1], 5: [3, 2], 6: [3, 2], 7: [4, 2], 8: [4, 2] };
  var now = { data: null, drawn: null, page: 0, pages: 1, turned: Date.now(), stage: null, perPage: PER_PAGE, celebrated: false,
    celebrateUntil: 0, clockAt: 0 };

  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function nameOf(t, seat) { return t.names[seat] || tr('projector.seat', 'seat {0}', seat); }

  // A card of a mainline, with its Eleusis marker if it has one. The one place cards are drawn.
  function drawCard(code, mark) {
    var img = el('img');
    img.src = '/cards/' + code + '.svg';
    img.alt = code;
    if (!mark) return img;
    // An Eleusis marker: its own shape on the card (style.css), and in the card's words.
    img.alt = code + ' (' + (mark === 'black' ? tr('projector.markerBlack', 'black marker') : tr('projector.markerWhite', 'white marker')) + ')';
    var card = el('span', 'card marker-' + mark);
    card.appendChild(img);
    var badge = el('span', 'marker ' + mark);
    badge.setAttribute('aria-hidden', 'true');
    card.appendChild(badge);
    return card;
  }

  // A revealed rule, big: its reading in the page's language, then the rule as written. The one place
  // a rule is drawn. The rule the whole room shares also stands as the builder's pieces while the class
  // plays; a table's own rule in its box, and any rule beside the podium, keep to its reading and code.
  function drawRule(box, revealed, pieces) {
    if (revealed.reading) box.appendChild(el('p', 'rule-reading', revealed.reading));
    // The pieces the students built their guesses with, in the room's language; a rule the builder
    // cannot show has none.
    if (pieces && revealed.blocks && window.RuleBuilder) {
      var drawn = el('div', 'rule-pieces');
      if (window.RuleBuilder.render(drawn, revealed.blocks)) box.appendChild(drawn);
    }
    var code = el('p', 'rule-code');
    code.appendChild(el('code', null, revealed.rule));
    box.appendChild(code);
  }

  function stageOf(d) {
    if (!d.started) return 'lobby';
    if (d.ended || (d.tables.length && d.tables.every(function (t) { return t.over; }))) return 'end';
    return 'play';
  }

  // The join code: big in the lobby; once play begins, small in the top strip for latecomers; gone at
  // the end and whenever the class is closed to new students.
  function join(d, stage) {
    var box = $('projector-join');
    var home = stage === 'lobby' ? $('projector-join-big') : $('projector-join-slot');
    if (box.parentNode !== home) home.appendChild(box);
    box.hidden = d.locked || stage === 'end';
    var status = $('projector-status');
    status.textContent = stage !== 'lobby' ? '' : d.locked ? tr('projector.locked', 'The class is closed to new students.')
      : tr('projector.lobby', 'Join now: the game begins when your teacher presses Start.');
    status.hidden = !status.textContent;
  }

  // The revealed rules, once each: a rule the revealed tables share stands alone at the top, big (with
  // the tables' names when only some revealed it); rules that differ from table to table stand each in
  // its table's box (ruleOf answers a table's, or null).
  var cellRules = {};
  function reveal(d, stage) {
    var box = $('projector-reveal');
    box.textContent = '';
    cellRules = {};
    var shown = d.tables.filter(function (t) { return t.revealed && !t.revealed.byHand && t.revealed.rule; });
    var shared = shown.every(function (t) { return t.revealed.rule === shown[0].revealed.rule; });
    box.hidden = !shown.length || !shared;
    if (!shown.length) return;
    if (!shared) {
      shown.forEach(function (t) { cellRules[t.id] = t.revealed; });
      return;
    }
    var title = el('h2', 'reveal-title', tr('projector.revealOne', 'The secret rule'));
    title.id = 'projector-reveal-title';
    box.appendChild(title);
    if (shown.length < d.tables.filter(function (t) { return t.secretRule; }).length) {
      box.appendChild(el('p', 'reveal-tables', shown.map(function (t) { return t.name; }).join(', ')));
    }
    var rule = el('div', 'revealed');
    drawRule(rule, shown[0].revealed, stage === 'play'); // at the end the podium needs the room
    box.appendChild(rule);
  }

  // A table's own revealed rule in its box, where the tables' rules differ.
  function cellRule(box, t) {
    if (!cellRules[t.id]) return;
    var div = el('div', 'cell-rule revealed');
    div.appendChild(el('p', 'reveal-title', tr('projector.revealOne', 'The secret rule')));
    drawRule(div, cellRules[t.id]);
    box.appendChild(div);
  }

  // The lesson's words for the room (the plan's prompt between rounds, its debrief at the end); the
  // server sends only texts that name no rule.
  function lesson(d) {
    var box = $('projector-lesson');
    box.textContent = '';
    box.hidden = !d.lesson;
    if (!d.lesson) return;
    var l = d.lesson;
    box.className = 'projector-lesson stage-' + l.stage;
    box.appendChild(el('p', 'lesson-title', l.title));
    box.appendChild(el('h2', null, l.heading));
    var say = el('div', 'lesson-part lesson-now');
    l.say.forEach(function (line) { say.appendChild(el('p', 'lesson-say', line)); });
    box.appendChild(say);
    if (l.nextHeading) {
      var next = el('div', 'lesson-part lesson-then');
      next.appendChild(el('h3', null, l.nextHeading));
      var ul = el('ul', 'lesson-next');
      l.next.forEach(function (line) { ul.appendChild(el('li', null, line)); });
      next.appendChild(ul);
      box.appendChild(next);
    }
  }

  function lobby(d) {
    var names = [];
    d.tables.forEach(function (t) { Object.keys(t.names).forEach(function (s) { names.push(t.names[s]); }); });
    names.sort(function (a, b) { return a.localeCompare(b, lang, { sensitivity: 'base' }); });
    $('projector-count').textContent = tr('projector.joined', '{0,choice,0#Nobody has joined yet|1#1 student has joined|1<{0} students have joined}', names.length);
    var ul = $('projector-names');
    ul.textContent = '';
    names.forEach(function (n) { ul.appendChild(el('li', null, n)); });
  }

  function ranking(t) {
    var seats = Object.keys(t.totals || {}).filter(function (s) { return t.names[s]; });
    seats.sort(function (a, b) { return t.totals[b] - t.totals[a]; });
    var ol = el('ol', 'ranking');
    seats.forEach(function (s, i) {
      var li = el('li');
      // Level on points, level in place: 1, 1, 3.
      var place = i + 1;
      while (place > 1 && t.totals[seats[place - 2]] === t.totals[s]) place--;
      li.value = place;
      li.appendChild(el('span', 'who', nameOf(t, s)));
      li.appendChild(document.createTextNode(' ')); // a narrow column breaks the line here
      li.appendChild(el('span', 'pts', tr('projector.pts', '{0,choice,0#0 points|1#1 point|1<{0} points}', t.totals[s])));
      ol.appendChild(li);
    });
    return ol;
  }

  var celebrated = {};
  function foundLine(t) {
    if (t.foundBy === null || t.foundBy === undefined) return el('p', 'not-found', tr('projector.notFound', 'Nobody found the rule.'));
    var text = t.prophet !== undefined && t.prophet === t.foundBy
      ? tr('projector.foundProphet', '{0}, the prophet, found the rule!', nameOf(t, t.foundBy))
      : tr('projector.found', '{0} found the rule!', nameOf(t, t.foundBy));
    // Celebrated once: redrawn later (a page turned, a move elsewhere), the line stands still.
    var key = t.id + ':' + t.round;
    var first = !celebrated[key];
    celebrated[key] = true;
    return el('p', 'found' + (first ? ' celebrate' : ''), text);
  }

  function tableCell(t, mixed, showRound) {
    var s = el('section', 'projector-table' + (t.paused ? ' paused' : ''));
    var head = el('h2', null, mixed ? t.name + ' · ' + t.game : t.name);
    if (showRound && t.secretRule && t.rounds > 1) head.appendChild(el('span', 'table-round', tr('projector.round', 'round {0} of {1}', Math.min(t.round + 1, t.rounds), t.rounds)));
    s.appendChild(head);
    if (t.paused) s.appendChild(el('p', 'paused', tr('projector.paused', 'Paused')));
    cellRule(s, t);
    var roundOver = t.phase === 'round_over' || t.over;
    if (roundOver) {
      s.classList.add('round-over');
      if (t.secretRule) s.appendChild(foundLine(t));
      if (t.over || !t.secretRule) s.appendChild(el('p', 'round-end', t.over ? tr('projector.gameOver', 'The game is over.') : tr('projector.roundOver', 'The round is over.')));
      s.appendChild(ranking(t));
    } else {
      if (t.waitingFor && t.waitingFor.length) {
        s.appendChild(el('p', 'turn', tr('projector.turn', 'Turn: {0}', t.waitingFor.map(function (x) { return nameOf(t, x); }).join(', '))));
      }
      if (t.prophet !== undefined && t.prophet !== null) s.appendChild(el('p', 'prophet', tr('projector.prophet', 'Prophet: {0}', nameOf(t, t.prophet))));
    }
    // The mainline, at play and at the round's end alike: the cards the class reasons about.
    var line = el('div', 'projector-mainline');
    line.projectorTable = t;
    s.appendChild(line);
    return s;
  }

  // The tables' newest cards, one size for the whole grid (so that it reads as one): the largest at
  // which every table's newest cards fit, at least CARD_MIN wide; each table shows as many as fit at it,
  // the older ones counted. A box with no room for one readable card (a crowded round's end) is left
  // to the words.
  var CARD_MIN = 80, CARD_MAX = 320, CARD_GAP = 10;
  function fillMainlines(lines) {
    var shown = [], width = CARD_MAX;
    lines.forEach(function (line) {
      line.textContent = '';
      line.hidden = false;
      if (!(line.projectorTable.mainline || []).length) return;
      if (line.clientHeight < CARD_MIN * CARD_RATIO * Fit.unit()) {
        line.hidden = true;
        return;
      }
      shown.push(line);
      width = Math.min(width, Fit.cards(line, Math.min(line.projectorTable.mainline.length, 60), CARD_MIN, CARD_MAX, CARD_GAP).width);
    });
    shown.forEach(function (line) { fillMainline(line, width); });
  }

  function fillMainline(line, width) {
    var t = line.projectorTable, codes = t.mainline;
    var count = Math.min(codes.length, Fit.capacity(line, width, CARD_GAP));
    if (count < codes.length && count > 1) count--; // one place for the count of the older cards
    line.style.setProperty('--card-w', 'calc(' + width + ' * var(--u))');
    var first = codes.length - count;
    if (first > 0) {
      var older = el('span', 'earlier', tr('projector.earlier', '+{0}', first));
      older.title = tr('projector.earlierLabel', '{0,choice,1#1 earlier card is not shown|1<{0} earlier cards are not shown}', first);
      older.setAttribute('aria-label', older.title);
      line.appendChild(older);
    }
    codes.slice(first).forEach(function (code, i) { line.appendChild(drawCard(code, (t.markers || [])[first + i])); });
  }

  function grid(box, n, shapes) {
    var g = (shapes || GRID)[Math.min(Math.max(n, 1), PER_PAGE)];
    box.style.setProperty('--cols', g[0]);
    box.style.setProperty('--rows', g[1]);
  }

  // Which tables the screen shows now: all, or past perPage, the page whose turn it is.
  function page(list, perPage) {
    var pages = Math.max(1, Math.ceil(list.length / perPage));
    if (now.page >= pages) now.page = 0;
    var from = now.page * perPage, shown = list.slice(from, from + perPage);
    var caption = $('projector-pages');
    caption.hidden = pages < 2;
    caption.textContent = pages < 2 ? '' : shown.length === 1 ? tr('projector.pageOne', 'Table {0} of {1}', from + 1, list.length)
      : tr('projector.page', 'Tables {0}–{1} of {2}', from + 1, from + shown.length, list.length);
    return { shown: shown, pages: pages };
  }

  function tables(d) {
    var box = $('projector-tables');
    box.textContent = '';
    var games = {};
    d.tables.forEach(function (t) { games[t.game] = true; });
    var mixed = Object.keys(games).length > 1;
    // Each table's round: always without a lesson; with one (whose strip says the round), where tables differ.
    var rounds = {};
    d.tables.forEach(function (t) { rounds[t.round] = true; });
    var showRound = !d.lesson || Object.keys(rounds).length > 1;
    var p = page(d.tables, now.perPage);
    now.pages = p.pages;
    grid(box, p.shown.length);
    p.shown.forEach(function (t) { box.appendChild(tableCell(t, mixed, showRound)); });
  }

  function podium(summary, tables) {
    var box = el('div', 'podium');
    var order = [2, 1, 3]; // second, first, third, as a podium stands
    order.forEach(function (place) {
      var step = summary.podium.filter(function (s) { return s.place === place; })[0];
      if (!step) {
        // A place nobody holds (two tied for first leave no second): its step stays empty.
        box.appendChild(el('div', 'step step-' + place + ' empty'));
        return;
      }
      var div = el('div', 'step step-' + place);
      div.style.setProperty('--names', Math.min(step.students.length, 4));
      var who = el('ul', 'step-names');
      step.students.forEach(function (s) {
        var li = el('li', null, s.name);
        if (tables > 1) li.appendChild(el('span', 'step-table', s.table)); // which table, when there are several
        who.appendChild(li);
      });
      div.appendChild(who);
      div.appendChild(el('p', 'step-points', tr('projector.pts', '{0,choice,0#0 points|1#1 point|1<{0} points}', step.points)));
      div.appendChild(el('p', 'step-block', tr('projector.place', '{0,choice,1#1st|2#2nd|3#3rd}', place)));
      box.appendChild(div);
    });
    return box;
  }

  function totals(summary) {
    var ul = el('ul', 'class-totals');
    ul.setAttribute('aria-label', tr('projector.totals', 'What the class did'));
    function tile(n, label) {
      var li = el('li');
      li.appendChild(el('strong', null, String(n)));
      li.appendChild(el('span', null, label));
      ul.appendChild(li);
    }
    tile(summary.rulesFound, tr('projector.totals.found', '{0,choice,0#rules found|1#rule found|1<rules found}', summary.rulesFound));
    tile(summary.plays, tr('projector.totals.plays', '{0,choice,0#cards played|1#card played|1<cards played}', summary.plays));
    tile(summary.rightPlays, tr('projector.totals.rightPlays', '{0,choice,0#cards accepted|1#card accepted|1<cards accepted}', summary.rightPlays));
    if (summary.guesses > 0) {
      tile(summary.rightGuesses, tr('projector.totals.rightGuesses', '{0,choice,0#right guesses|1#right guess|1<right guesses}', summary.rightGuesses));
    }
    return ul;
  }

  // A short burst of colour over the podium, once, when the game's end first shows (projector.css
  // leaves it out under prefers-reduced-motion).
  function confetti() {
    var box = el('div');
    box.setAttribute('aria-hidden', 'true');
    for (var i = 0; i < 36; i++) {
      var bit = el('span');
      bit.style.setProperty('--x', ((i * 37) % 100) + '%');
      bit.style.setProperty('--delay', ((i * 7) % 12) / 10 + 's');
      bit.style.setProperty('--turn', ((i * 53) % 360) + 'deg');
      bit.className = 'bit bit-' + (i % 4);
      box.appendChild(bit);
    }
    return box;
  }

  function end(d) {
    var box = $('projector-end');
    box.textContent = '';
    var top = el('div', 'end-top');
    var s = d.summary;
    var title = el('h2', null, s.podium.length ? tr('projector.podium', 'The class podium') : tr('projector.gameOver', 'The game is over.'));
    title.id = 'projector-end-title';
    top.appendChild(title);
    if (s.podium.length) top.appendChild(podium(s, d.tables.length));
    top.appendChild(totals(s));
    box.appendChild(top);
    var list = el('div', 'end-rankings');
    list.setAttribute('role', 'group');
    list.setAttribute('aria-label', tr('projector.rankings', 'Each table’s points'));
    var p = page(d.tables, now.perPage);
    now.pages = p.pages;
    grid(list, p.shown.length, LISTS);
    p.shown.forEach(function (t) {
      var cell = el('section', 'end-table');
      cell.appendChild(el('h3', null, t.name));
      cellRule(cell, t);
      if (t.secretRule) cell.appendChild(foundLine(t));
      cell.appendChild(ranking(t));
      list.appendChild(cell);
    });
    box.appendChild(list);
    if (s.podium.length && !now.celebrated) {
      // Once a page: redrawn later (a rule revealed, a page turned), the podium stands still.
      now.celebrated = true;
      now.celebrateUntil = Date.now() + 4000;
      root.classList.add('celebrating');
      var bits = confetti();
      bits.className = 'confetti projector-confetti';
      root.appendChild(bits);
    }
  }

  // The part of the lesson's end (discussion, then debrief) that its clock says is running.
  function endPart(d) {
    if (!d.clock || !d.clock.parts || d.clock.parts.length < 2 || !window.LessonClock) return 0;
    var at = window.LessonClock.current(d.clock.parts, Date.now() + (d.clock.now - now.clockAt));
    return d.clock.parts.indexOf(at);
  }

  // Fits each region to the screen: the rule and the lesson's words as big as they fit, then the stage
  // below them. When the stage cannot fit under them (eight tables' results under a rule and a question),
  // the rule and the words give up size, step by step, down to the smallest the room can read.
  function fit(d, stage) {
    var shown = Math.min(d.tables.length, PER_PAGE);
    var said = !d.lesson ? 0 : d.lesson.stage === 'round' ? 32 : stage !== 'play' || shown <= 2 ? 44 : shown <= 4 ? 38 : 34;
    // Largest sizes (rule, lesson, podium) for each try, from the roomiest to the tightest.
    var budgets = [[60, said, 44], [48, Math.min(said, 34), 38], [40, 30, 34], [34, 28, 30], [28, 28, 28]];
    for (var i = 0; i < budgets.length; i++) {
      words(d, budgets[i][0], budgets[i][1]);
      if (fitStage(d, stage, budgets[i][2], i === budgets.length - 1, budgets[i][1])) return;
    }
  }

  function words(d, ruleMax, lessonMax) {
    var rule = $('projector-reveal');
    if (!rule.hidden) Fit.compact(rule, ruleMax, ['taller']);
    var box = $('projector-lesson');
    if (box.hidden) return;
    box.classList.remove('show-now', 'show-then');
    if (!Fit.compact(box, lessonMax, ['taller']) && d.lesson.stage === 'end') {
      // Discussion and debrief together do not fit beside the podium: the part that runs now stands alone.
      box.classList.add(endPart(d) === 1 ? 'show-then' : 'show-now');
      Fit.compact(box, lessonMax, ['taller']);
    }
  }

  // Fits the stage in the room left; false when it does not fit (and {@code last} is false).
  function fitStage(d, stage, podiumMax, last, lessonMax) {
    if (stage === 'lobby') {
      var lobbyBox = $('projector-lobby');
      lobbyBox.classList.remove('crowded');
      root.classList.remove('packed');
      if (Fit.compact($('projector-names'), 44, [])) return true;
      // A full class: the names take more of the width from the code, then from the lesson's words.
      lobbyBox.classList.add('crowded');
      if (Fit.compact($('projector-names'), 44, [])) {
        if (d.lesson) Fit.compact($('projector-lesson'), lessonMax, ['taller']); // its column gave the lobby some width
        return true;
      }
      if (!d.lesson) return true;
      root.classList.add('packed');
      if (!Fit.compact($('projector-names'), 44, []) && !last) return false;
      Fit.compact($('projector-lesson'), 34, ['taller']);
      return true;
    }
    if (stage === 'end') {
      var top = Fit.compact(document.querySelector('#projector-end .end-top'), podiumMax, ['tight', 'tighter']);
      var cells = Fit.all(document.querySelectorAll('#projector-end .end-table'), 34, ['no-code', 'two-columns', 'three-columns']);
      if (top && cells) return true;
      if (!last) return false;
      if (!cells && now.perPage > 1) {
        // Each table's ranking fits only on fewer tables a page: the pages turn, so none is left out.
        now.perPage = Math.ceil(now.perPage / 2);
        draw(d, true);
      }
      return true;
    }
    var over = Fit.all(document.querySelectorAll('#projector-tables .projector-table.round-over'), 34, ['no-code', 'two-columns', 'top-three', 'no-ranking']);
    var playing = Fit.all(document.querySelectorAll('#projector-tables .projector-table:not(.round-over)'), 34, ['no-code']);
    if (!(over && playing)) {
      if (!last) return false;
      if (now.perPage > 1) {
        // Eight tables' own rules do not fit in eight boxes: fewer tables a page, turning, each whole.
        now.perPage = Math.ceil(now.perPage / 2);
        draw(d, true);
        return true;
      }
    }
    fillMainlines(Array.prototype.slice.call(document.querySelectorAll('#projector-tables .projector-mainline')));
    return true;
  }

  function draw(d, force) {
    var stage = stageOf(d);
    if (stage !== now.stage) {
      now.page = 0;
      now.turned = Date.now();
    }
    var data = JSON.stringify([d, window.innerWidth, window.innerHeight, endPart(d)], function (k, v) {
      return k === 'now' ? undefined : v;
    });
    // Something new, or a new screen size: as many tables a page as may fit, again (the fitting halves
    // it while they do not fit).
    if (data !== now.dataSeen) {
      now.dataSeen = data;
      now.perPage = PER_PAGE;
    }
    var signature = data + '|' + now.page + '|' + now.perPage;
    if (!force && signature === now.drawn) return;
    now.drawn = signature;
    now.stage = stage;
    root.className = 'projector stage-' + stage + (d.lesson ? ' with-lesson' : '')
      + (Date.now() < now.celebrateUntil ? ' celebrating' : '');
    now.pages = 1;
    join(d, stage);
    reveal(d, stage);
    lesson(d);
    $('projector-lobby').hidden = stage !== 'lobby';
    $('projector-end').hidden = stage !== 'end';
    $('projector-tables').hidden = stage !== 'play';
    $('projector-pages').hidden = true;
    if (stage === 'lobby') lobby(d);
    else if (stage === 'end') end(d);
    else tables(d);
    fit(d, stage);
  }

  function poll() {
    fetch(root.getAttribute('data-json'), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (d) {
        if (!d) return;
        now.data = d;
        now.clockAt = Date.now();
        if (window.LessonClock) window.LessonClock.show($('projector-clock'), d.clock);
        draw(d);
      })
      .catch(function () { /* the next tick tries again */ });
  }

  // Pages of tables turn; the end's discussion gives way to the debrief when its clock says so.
  function tick() {
    if (!now.data) return;
    if (now.pages > 1 && Date.now() - now.turned >= TURN_MS) {
      now.page = (now.page + 1) % now.pages;
      now.turned = Date.now();
    }
    draw(now.data);
  }

  window.addEventListener('resize', function () { if (now.data) draw(now.data, true); });
  poll();
  setInterval(poll, POLL_MS);
  setInterval(tick, 1000);
})();
