// A live table: renders the view the server sends to this browser and sends this seat's actions.
// The server is the only authority; this script only shows and asks.
(function () {
  var root = document.getElementById('table');
  if (!root) return;
  var tableId = root.getAttribute('data-table');
  var $ = function (id) { return document.getElementById(id); };
  var view = null, socket = null, retry = 500;

  function connect() {
    var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    socket = new WebSocket(scheme + location.host + '/ws/tables/' + tableId);
    socket.onopen = function () { retry = 500; };
    socket.onmessage = function (e) { receive(JSON.parse(e.data)); };
    socket.onclose = function () {
      $('status').textContent = 'Connection lost; reconnecting…';
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    };
  }

  function send(action) {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify({ type: 'action', action: action }));
  }

  function receive(m) {
    if (m.type === 'view') {
      view = m.view;
      render();
      (m.events || []).forEach(logEvent);
    } else if (m.type === 'refused' || m.type === 'error') {
      $('message').className = 'live bad';
      $('message').textContent = m.message;
    }
  }

  function card(c, onClick) {
    var el = document.createElement(onClick ? 'button' : 'span');
    el.className = 'card';
    var img = document.createElement('img');
    img.src = '/cards/' + c.card + '.svg';
    img.alt = c.card;
    img.width = 60;
    el.appendChild(img);
    if (onClick) { el.type = 'button'; el.onclick = onClick; el.setAttribute('aria-label', 'Play ' + c.card); }
    return el;
  }

  function render() {
    var mine = view.you !== null && view.you !== undefined;
    var waiting = view.waitingFor.length ? 'player ' + view.waitingFor.join(', ') : 'no one';
    $('status').textContent = 'Round ' + (view.round + 1) + ' of ' + view.rounds + ' · dealer: player ' + view.dealer
      + ' · ' + view.phase.replace('_', ' ') + ' · waiting for ' + waiting
      + (mine ? ' · you are player ' + view.you : '');
    var line = $('mainline');
    line.innerHTML = '';
    view.mainline.forEach(function (c, i) {
      var slot = document.createElement('div');
      slot.className = 'slot';
      slot.appendChild(card(c));
      (view.sidelines || []).filter(function (s) { return s.under === i; }).forEach(function (s) {
        s.plays.forEach(function (play) {
          var side = document.createElement('div');
          side.className = 'sideline';
          play.forEach(function (x) { side.appendChild(card(x)); });
          slot.appendChild(side);
        });
      });
      line.appendChild(slot);
    });
    if ($('hand')) {
      var hand = $('hand');
      hand.innerHTML = '';
      var canPlay = view.allowed.indexOf('play') >= 0;
      (view.hand || []).forEach(function (c) {
        hand.appendChild(card(c, canPlay ? function () {
          send(view.game === 'express' ? { kind: 'play', card: c.id } : { kind: 'play', cards: [c.id] });
        } : null));
      });
      $('noplay').disabled = view.allowed.indexOf('no_play') < 0;
      $('endturn').disabled = view.allowed.indexOf('end_turn') < 0;
      var guess = document.querySelector('#guessform button');
      if (guess) guess.disabled = view.allowed.indexOf('guess') < 0;
    }
    var players = $('players');
    players.innerHTML = '';
    Object.keys(view.handSizes).forEach(function (seat) {
      var li = document.createElement('li');
      li.textContent = 'Player ' + seat + ': ' + view.handSizes[seat] + ' cards · ' + (view.totals[seat] || 0) + ' points';
      players.appendChild(li);
    });
  }

  function logEvent(e) {
    var text = null;
    if (e.type === 'play') text = 'Player ' + e.player + ' played ' + e.cards.join(' ') + ': ' + e.verdict;
    else if (e.type === 'no_play') text = 'Player ' + e.player + ' declared no play: ' + e.verdict;
    else if (e.type === 'guess') text = 'Player ' + e.player + ' guessed ' + e.guess + ': ' + e.verdict
      + (e.counterexample ? ' (they differ on ' + e.counterexample + ', where the secret rule says ' + e.secretVerdict + ')' : '');
    else if (e.type === 'round_end') text = 'The round is over: ' + e.reason;
    else if (e.type === 'game_end') text = 'The game is over.';
    if (!text) return;
    var li = document.createElement('li');
    li.textContent = text;
    $('events').insertBefore(li, $('events').firstChild);
    $('message').className = 'live';
    $('message').textContent = text;
  }

  if ($('noplay')) {
    $('noplay').onclick = function () { send({ kind: 'no_play' }); };
    $('endturn').onclick = function () { send({ kind: 'end_turn' }); };
    $('guessform').onsubmit = function (e) {
      e.preventDefault();
      var text = $('guess').value.trim();
      if (text) send({ kind: 'guess', text: text, inWords: false });
    };
  }
  connect();
})();
