// The live table of the extra modes (Der Elefant im Porzellanladen, Elementa, En la palmera). This
// script holds what the three share: the socket (through live.js), whose turn it is, the players and
// their points, the event log, feedback on every action. Each game's own script
// (public/games/<game>.js) draws the board and the actions, from the view the server sends; the server
// is the only authority.
//
// A game's script registers window.BoardGames[<game>] = {
//   render(view, ui, board, actions)  draw the table into `board`, the student's moves into `actions`
//   event(e, ui)                      a public event (or one of the student's own) as a sentence, or null
//   scores(view, ui, list)            optional: fill the players list
//   refused(message, ui)              optional: the server refused the last move (re-enable what was disabled)
// }; `ui` is below (ui.paused: the teacher has paused the table).
(function () {
  var root = document.getElementById('board-table');
  if (!root) return;
  var tableId = root.getAttribute('data-table');
  var mode = root.getAttribute('data-mode');
  var game = root.getAttribute('data-game');
  // Interface text: the page's texts (board.* of the bundles, in data-texts), else the English given here,
  // which is the English bundle's own. Each game's script has its keys under board.<game>.* (ui.tr). See live.js.
  var tr = EleusisLive.texts(root);
  var $ = function (id) { return document.getElementById(id); };
  var live = null, last = null;

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  // A message in #message; a game's English detail, sent with a translated message, follows in smaller type.
  var say = EleusisLive.say;

  var ui = {
    mode: mode,
    tr: tr,
    el: el,
    say: say,
    names: {},
    view: null,
    paused: false,
    // A seat's name as the class knows it; "you" for the viewer; a computer player says so.
    who: function (seat) {
      if (seat === null || seat === undefined) return tr('board.nobody', 'nobody');
      if (ui.view && seat === ui.view.you) return tr('board.you', 'you');
      return ui.names[seat] ? ui.names[seat] : tr('board.computer', 'computer {0}', Number(seat) + 1);
    },
    act: function (action) {
      if (live && live.send({ type: 'action', action: action })) return true;
      say(tr('board.offline', 'Not connected right now; try again in a moment.'), 'bad');
      return false;
    },
    // A button that sends a legal action; keyboard and screen readers get the same label.
    button: function (label, action, className) {
      var b = el('button', className || '', label);
      b.type = 'button';
      b.onclick = function () { ui.act(action); };
      return b;
    },
    // The legal actions of this kind, as the server listed them for this viewer.
    legal: function (kind) {
      return ((ui.view && ui.view.legal) || []).filter(function (a) { return a.kind === kind; });
    },
    // A playing card drawn by the app (poker faces: "10H", "KD"), its corners and its words in the page's
    // language (cards.js: a French queen is D, "dame de carreau").
    playingCard: function (notation, alt) {
      var img = el('img', 'face');
      img.src = window.EleusisCards.face(notation);
      img.alt = alt || window.EleusisCards.words(notation);
      img.width = 60;
      return img;
    }
  };

  function renderer() {
    return (window.BoardGames || {})[game];
  }

  // Opens the socket (live.js keeps it open, reconnecting).
  function connect() {
    live = EleusisLive.connect('/ws/tables/' + tableId, receive, function () {
      $('status').textContent = tr('board.reconnecting', 'Connection lost; reconnecting…');
    });
  }

  function receive(m) {
    if (EleusisLive.stale(m, last)) {
      // An older view than the one shown (the server sends them in order; this is a guard): keep the newer.
      (m.events || []).forEach(function (e) { logEvent(e); });
    } else if (m.type === 'view') {
      last = m;
      ui.view = m.view;
      ui.names = m.names || {};
      ui.paused = !!m.paused;
      // A redraw replaces the buttons; keep a keyboard user's place in the moves (focus.js).
      EleusisFocus.keep(root, render);
      if (m.history) { // just connected: the story so far, told quietly, instead of what this screen had
        $('events').textContent = '';
        m.history.forEach(function (e) { logEvent(e, true); });
      }
      (m.events || []).forEach(function (e) { logEvent(e); });
    } else if (m.type === 'refused' || m.type === 'error') {
      say(m.message, 'bad', m.detail);
      var r = renderer();
      if (r && r.refused) r.refused(m, ui); // the game's screen may re-enable what it disabled
    } else if (m.type === 'removed') {
      say(m.message, 'bad');
      $('status').textContent = tr('board.removed', 'You no longer have a seat at this table.');
    }
  }

  function render() {
    var v = ui.view;
    var waiting = (v.waitingFor || []).map(ui.who).join(', ');
    var mine = v.you !== null && v.you !== undefined && (v.waitingFor || []).indexOf(v.you) >= 0 && (v.legal || []).length > 0;
    $('status').textContent = (v.over ? tr('board.over', 'The game is over.') : tr('board.turn', 'Turn: {0}', waiting))
      + (v.you !== null && v.you !== undefined ? ' · ' + tr('board.youAre', 'you are {0}', ui.who(v.you) === tr('board.you', 'you') ? (ui.names[v.you] || '') : '') : '')
      + (last.lobby ? ' · ' + tr('board.lobby', 'the game begins when your teacher presses Start')
        : last.paused ? ' · ' + tr('board.paused', 'the teacher has paused the game') : '');
    root.classList.toggle('my-turn', !!mine);
    var r = renderer();
    var board = $('board'), actions = $('actions');
    board.innerHTML = '';
    actions.innerHTML = '';
    if (r) {
      r.render(v, ui, board, actions);
    } else {
      board.textContent = tr('board.noRenderer', 'This game cannot be shown here.');
    }
    if (mode === 'student' && !v.over && !(v.legal || []).length) {
      actions.appendChild(el('p', 'help', tr('board.wait', 'Wait for your turn.')));
    }
    renderScores(v);
  }

  function renderScores(v) {
    var list = $('players');
    list.innerHTML = '';
    var r = renderer();
    if (r && r.scores) { r.scores(v, ui, list); return; }
    Object.keys(v.totals || {}).forEach(function (seat) {
      var li = el('li', (v.waitingFor || []).indexOf(Number(seat)) >= 0 ? 'to-move' : '',
        ui.who(Number(seat)) + ' · ' + tr('board.points', '{0,choice,0#{0} points|1#{0} point|1<{0} points}', v.totals[seat]));
      list.appendChild(li);
    });
  }

  // Adds the event to the list and, unless told quietly (the story so far), says it in the live region.
  function logEvent(e, replayed) {
    var r = renderer();
    var text = r && r.event ? r.event(e, ui) : null;
    if (!text && e.type === 'game_end') text = tr('board.gameEnd', 'The game is over.');
    if (!text) return;
    var li = el('li', '', text);
    $('events').insertBefore(li, $('events').firstChild);
    if (!replayed) say(text);
  }

  window.addEventListener('load', connect);
})();
