// A live table: renders the view the server sends to this browser and sends this seat's actions.
// The server is the only authority; this script only shows and asks. Three screens use it: a
// student's seat, the projector (watching) and the teacher's dealer's screen.
(function () {
  var root = document.getElementById('table');
  if (!root) return;
  var tableId = root.getAttribute('data-table');
  var mode = root.getAttribute('data-mode');
  // Interface text: the page's texts (table.js.* of the bundles, in data-texts), else the English given
  // here, which is the English bundle's own; the page test checks that they agree. See live.js.
  var tr = EleusisLive.texts(root);
  var $ = function (id) { return document.getElementById(id); };
  var guessSent = false; // a guess went out and its answer has not come yet
  // A message in #message; a game's English detail, sent with a translated message, follows in smaller type.
  var say = EleusisLive.say;
  // Cards as the page's language names them: "D♦" in messages, "dame de carreau" for screen readers (cards.js).
  var cards = window.EleusisCards;
  var view = null, last = null, names = {}, live = null, selected = [], noteTimer = null, guessTimer = null;

  // Opens the socket (live.js keeps it open, reconnecting); the dealer's screen asks for the dealer's view.
  function connect() {
    live = EleusisLive.connect('/ws/tables/' + tableId + (mode === 'dealer' ? '?as=dealer' : ''), receive, function () {
      $('status').textContent = tr('table.js.reconnecting', 'Connection lost; reconnecting…');
    });
  }

  function send(message) {
    if (live && live.send(message)) return true;
    say(tr('table.js.offline', 'Not connected right now; try again in a moment.'), 'bad');
    return false;
  }

  function act(action) { return send({ type: 'action', action: action }); }

  // The words of a verdict in an event: right, wrong or pending; accept or reject.
  function verdict(v) {
    if (v === 'right') return tr('table.js.verdictRight', 'right');
    if (v === 'wrong') return tr('table.js.verdictWrong', 'wrong');
    if (v === 'pending') return tr('table.js.verdictPending', 'pending');
    if (v === 'accept') return tr('table.js.verdictAccept', 'accept');
    if (v === 'reject') return tr('table.js.verdictReject', 'reject');
    return v;
  }

  // Why a round ended, as the games word it; a reason added to a game later shows in its English.
  function roundEnd(reason) {
    if (reason === 'a player has no cards left') return tr('table.js.endNoCards', 'a player has no cards left');
    if (reason === 'the rule was guessed') return tr('table.js.endGuessed', 'the rule was guessed');
    if (reason === 'the dealer ended the round') return tr('table.js.endByDealer', 'the dealer ended the round');
    if (reason === 'the stock ran out') return tr('table.js.endStock', 'the stock ran out');
    if (reason === 'everyone but the prophet is out') return tr('table.js.endProphetLeft', 'everyone but the prophet is out');
    if (reason === 'every player is out') return tr('table.js.endAllOut', 'every player is out');
    return reason;
  }

  // The seat whose right guess found this round's rule, from the events (a round's start forgets it):
  // a round's end says who found it, as the class projector does.
  var foundBy = null;
  function track(events) {
    (events || []).forEach(function (e) {
      if (e.type === 'round_start') foundBy = null;
      else if (e.type === 'guess' && e.verdict === 'right') foundBy = e.player;
    });
  }

  // At a round's or the game's end: who found the rule, and for a student their points and place.
  function result() {
    var box = document.createElement('div');
    box.className = 'result';
    if (foundBy !== null) {
      var found = document.createElement('p');
      found.className = 'found';
      found.textContent = mine(foundBy) ? tr('table.js.foundYou', 'You found the rule!') : tr('table.js.found', '{0} found the rule!', who(foundBy));
      box.appendChild(found);
    }
    if (mode === 'student' && view.you !== null && view.you !== undefined && view.totals) {
      // Players only: the teacher dealing at the house seat has no points to rank.
      var seats = Object.keys(view.totals).filter(function (seat) { return Number(seat) !== view.dealer || !!names[seat]; });
      var own = view.totals[view.you] || 0;
      var place = 1 + seats.filter(function (seat) { return (view.totals[seat] || 0) > own; }).length;
      var standing = document.createElement('p');
      standing.textContent = tr('table.js.place', 'You have {0,choice,0#{0} points|1#{0} point|1<{0} points}: place {1} of {2}.', own, place, seats.length);
      box.appendChild(standing);
    }
    return box;
  }

  function receive(m) {
    if (EleusisLive.stale(m, last)) {
      // An older view than the one shown (the server sends them in order; this is a guard): keep the newer.
      (m.events || []).forEach(function (e) { logEvent(e); });
    } else if (m.type === 'view') {
      if (m.history) foundBy = null;
      track(m.history);
      track(m.events);
      view = m.view;
      names = m.names || {};
      selected = selected.filter(function (id) { return (view.hand || []).some(function (c) { return c.id === id; }); });
      last = m;
      EleusisFocus.keep(root, function () { render(m); }); // the pressed control, its successor or the verdict keeps the focus
      if (m.history) { // just connected: the story so far, told quietly, instead of what this screen had
        $('events').textContent = '';
        m.history.forEach(function (e, i, all) { logEvent(e, true, all.slice(i + 1)); });
      }
      (m.events || []).forEach(function (e, i, all) { logEvent(e, false, all.slice(i + 1)); });
    } else if (m.type === 'notebook') {
      EleusisFocus.keep(root, function () { renderNotebook(m.entries); });
    } else if (m.type === 'refused' || m.type === 'error') {
      say(m.message, 'bad', m.detail);
      if (guessSent && $('guess-check')) { // said beside the box too, where the student is looking
        guessSent = false;
        $('guess-check').className = 'help bad';
        $('guess-check').textContent = m.message;
      }
    } else if (m.type === 'removed') {
      say(m.message, 'bad');
      $('status').textContent = tr('table.js.removed', 'You no longer have a seat at this table.');
    }
  }

  // Whether a sentence is about the viewer: those have their own wording, since the verb agrees with
  // its subject in most languages (you played, has jugado, tu as joué).
  function mine(seat) {
    return mode === 'student' && !!view && seat !== null && seat !== undefined && seat === view.you;
  }

  function who(seat) {
    if (seat === null || seat === undefined) return tr('table.js.nobody', 'nobody');
    if (view && seat === view.you) return tr('table.js.you', 'you');
    if (view && seat === view.dealer) return tr('table.js.dealer', 'the dealer');
    return names[seat] ? names[seat] : tr('table.js.seat', 'seat {0}', seat);
  }

  function fourColours() { return localStorage.getItem('eleusis.fourColours') === '1'; }

  function card(c, options) {
    options = options || {};
    var el = document.createElement(options.onClick ? 'button' : 'span');
    el.className = 'card' + (options.marker ? ' marker-' + options.marker : '');
    var img = document.createElement('img');
    img.src = cards.face(c.card, fourColours());
    var marker = options.marker === 'black' ? tr('table.js.markerBlack', 'black marker')
      : options.marker === 'white' ? tr('table.js.markerWhite', 'white marker') : null;
    img.alt = options.onClick ? '' : cards.words(c.card) + (marker ? ' (' + marker + ')' : '');
    img.width = 60;
    el.appendChild(img);
    if (marker) { // its own shape (style.css), so that white and black differ without colour; the legend says which
      var badge = document.createElement('span');
      badge.className = 'marker ' + options.marker;
      badge.setAttribute('aria-hidden', 'true');
      el.appendChild(badge);
    }
    if (options.onClick) {
      el.type = 'button';
      el.onclick = options.onClick;
      el.setAttribute('aria-label', options.label || cards.words(c.card));
      if (options.pressed !== undefined) el.setAttribute('aria-pressed', options.pressed ? 'true' : 'false');
      if (options.order) {
        var badge = document.createElement('span');
        badge.className = 'order';
        badge.textContent = options.order;
        el.appendChild(badge);
      }
    } else {
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', img.alt);
    }
    return el;
  }

  function can(kind) { return view && (view.allowed || []).indexOf(kind) >= 0; }

  function phaseText() {
    var p = view.phase;
    var waiting = (view.waitingFor || []).map(who).join(', ');
    if (p === 'round_over') return tr('table.js.phaseRoundOver', 'The round is over; the teacher starts the next one.');
    if (p === 'game_over') return tr('table.js.phaseGameOver', 'The game is over.');
    if (p === 'play') return tr('table.js.phasePlay', 'Turn: {0}', waiting);
    if (p === 'after_play' && mine((view.waitingFor || [])[0])) {
      return view.game === 'express' ? tr('table.js.phaseAfterPlayGuessYou', 'You may guess or end your turn')
        : tr('table.js.phaseAfterPlayProphetYou', 'You may become the prophet or end your turn');
    }
    if (p === 'after_play') {
      return view.game === 'express' ? tr('table.js.phaseAfterPlayGuess', '{0} may guess or end the turn', waiting)
        : tr('table.js.phaseAfterPlayProphet', '{0} may become the prophet or end the turn', waiting);
    }
    if (p === 'prophet_call') return tr('table.js.phaseProphet', 'The prophet ({0}) is calling the play', who(view.prophet));
    return tr('table.js.phaseDealer', 'Waiting for the dealer\u2019s verdict');
  }

  function render(m) {
    var banner = $('banner');
    banner.innerHTML = '';
    if (m.lobby) {
      var w = document.createElement('p');
      w.className = 'paused';
      w.textContent = tr('table.js.lobby', 'You are seated. The game begins when your teacher presses Start.');
      banner.appendChild(w);
    } else if (m.paused) {
      var p = document.createElement('p');
      p.className = 'paused';
      p.textContent = tr('table.js.paused', 'The teacher has paused the game.');
      banner.appendChild(p);
    }
    if (m.revealed) {
      var r = document.createElement('p');
      r.className = 'revealed';
      r.textContent = m.revealed.byHand ? tr('table.js.revealedHand', 'The teacher judged this round by hand.')
        : tr('table.js.revealed', 'The secret rule was: {0}', m.revealed.rule);
      banner.appendChild(r);
      if (m.revealed.reading) {
        var en = document.createElement('p');
        en.className = 'revealed english';
        en.textContent = m.revealed.reading;
        banner.appendChild(en);
      }
      if (m.revealed.blocks && window.RuleBuilder) { // the rule as the builder's pieces, in the reader's language
        var pieces = document.createElement('div');
        banner.appendChild(pieces);
        window.RuleBuilder.render(pieces, m.revealed.blocks);
      }
    }
    if (view.phase === 'round_over' || view.phase === 'game_over') banner.appendChild(result());
    var mine = view.you !== null && view.you !== undefined && mode === 'student';
    var myTurn = mine && (view.waitingFor || []).indexOf(view.you) >= 0 && (view.allowed || []).length > 0;
    status([tr('table.js.round', 'Round {0} of {1}', view.round + 1, view.rounds) + ' · ' + phaseText(),
      mine ? tr('table.js.youAre', 'you are {0}', names[view.you] || tr('table.js.seat', 'seat {0}', view.you)) : null,
      view.stock !== undefined ? tr('table.js.stock', '{0,choice,0#{0} cards in the stock|1#{0} card in the stock|1<{0} cards in the stock}', view.stock) : null]);
    root.classList.toggle('my-turn', !!myTurn);
    root.classList.toggle('held', !!(m.paused || m.lobby));
    if (mode === 'student') yourTurn(!!myTurn);
    renderMainline();
    if (mode === 'student') renderHand();
    if (mode === 'dealer') renderJudge(m);
    if (mode === 'student') renderProphet();
    renderPlayers();
  }

  // The status line, in parts joined by " · ": what happens now, who the viewer is, the stock. Each part
  // is a span of its own, so that a phone's narrow bar can leave out who the viewer is (phone.css).
  function status(parts) {
    var line = $('status');
    line.textContent = '';
    parts.forEach(function (text, i) {
      if (!text) return;
      var part = document.createElement('span');
      part.className = ['now', 'who', 'stock'][i];
      part.textContent = (line.firstChild ? ' · ' : '') + text;
      line.appendChild(part);
    });
  }

  // When the turn comes round: the tab's title says so (for a student in another tab), a phone
  // vibrates once, and the bar flashes; nothing moves for those who asked for reduced motion.
  var baseTitle = document.title, wasMyTurn = false;
  function yourTurn(now) {
    if (now && !wasMyTurn) {
      document.title = '● ' + tr('table.js.yourTurnTitle', 'Your turn') + ' · ' + baseTitle;
      if (navigator.vibrate) navigator.vibrate(150);
      var bar = document.querySelector('.bar');
      if (bar) { bar.classList.remove('flash'); void bar.offsetWidth; bar.classList.add('flash'); }
    } else if (!now && wasMyTurn) {
      document.title = baseTitle;
    }
    wasMyTurn = now;
  }

  // The refused plays a strip shows under a card; earlier ones fold away (the whole line shows them).
  var SHOWN_REFUSED = 2;

  function renderMainline() {
    var line = $('mainline');
    var strip = line.classList.contains('strip');
    line.innerHTML = '';
    (view.mainline || []).forEach(function (c, i) {
      var slot = document.createElement('div');
      slot.className = 'slot';
      slot.setAttribute('role', 'listitem');
      var marker = c.blackMarker ? 'black' : c.whiteMarker ? 'white' : null;
      slot.appendChild(card(c, { marker: marker }));
      var refused = (view.sidelines || []).reduce(function (n, s) { return n + (s.under === i ? s.plays.length : 0); }, 0), k = 0;
      (view.sidelines || []).filter(function (s) { return s.under === i; }).forEach(function (s) {
        s.plays.forEach(function (play) {
          var side = document.createElement('div');
          side.className = 'sideline' + (k++ < refused - SHOWN_REFUSED && strip ? ' earlier' : '');
          side.setAttribute('aria-label', tr('table.js.sideline', 'refused after {0}: {1}', cards.words(c.card),
            play.map(function (x) { return cards.words(x.card); }).join(', ')));
          play.forEach(function (x) {
            var mk = (view.blackMarkers || []).indexOf(x.id) >= 0 ? 'black' : (view.whiteMarkers || []).indexOf(x.id) >= 0 ? 'white' : null;
            side.appendChild(card(x, { marker: mk }));
          });
          slot.appendChild(side);
        });
      });
      if (strip && refused > SHOWN_REFUSED) slot.appendChild(folded(refused - SHOWN_REFUSED));
      line.appendChild(slot);
    });
    if (strip) {
      var toggle = $('mainline-whole');
      toggle.setAttribute('data-last', tr('table.js.mainlineLast', 'Only the last cards'));
      toggle.setAttribute('data-whole', tr('table.js.mainlineWhole', '{0,choice,0#See the whole mainline|1#See the one card|1<See all {0} cards}',
        (view.mainline || []).length + (view.sidelines || []).reduce(function (n, s) {
          return n + s.plays.reduce(function (m, play) { return m + play.length; }, 0);
        }, 0)));
      EleusisPhone.settle(line);
    }
  }

  // Under a card of the strip: how many more refused plays the whole line shows there.
  function folded(count) {
    var more = document.createElement('span');
    more.className = 'more';
    var shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = '+' + count;
    var said = document.createElement('span');
    said.className = 'sr-only';
    said.textContent = tr('table.js.mainlineFolded', '{0,choice,1#1 more refused play here: see all the cards|1<{0} more refused plays here: see all the cards}', count);
    more.appendChild(shown);
    more.appendChild(said);
    return more;
  }

  function renderHand() {
    var hand = $('hand');
    hand.innerHTML = '';
    var eleusis = view.game === 'eleusis';
    var canPlay = can('play');
    var max = 4;
    (view.hand || []).forEach(function (c) {
      var at = selected.indexOf(c.id);
      var options = { label: cards.words(c.card) };
      if (canPlay && !eleusis) {
        options.onClick = function () { act({ kind: 'play', card: c.id }); };
        options.label = tr('table.js.playCard', 'Play {0}', cards.words(c.card));
      } else if (canPlay && eleusis) {
        options.onClick = function () {
          var i = selected.indexOf(c.id);
          if (i >= 0) selected.splice(i, 1);
          else if (selected.length < max) selected.push(c.id);
          else say(tr('table.js.stringMax', 'A string has at most {0} cards.', max), 'bad');
          renderHand();
          var again = hand.querySelector('[data-id="' + c.id + '"]');
          if (again) again.focus();
        };
        options.pressed = at >= 0;
        options.order = at >= 0 ? String(at + 1) : null;
        options.label = at >= 0 ? tr('table.js.unselectCard', '{0}, card {1} of the string; press to take it out', cards.words(c.card), at + 1)
          : tr('table.js.selectCard', 'Add {0} to the string', cards.words(c.card));
      }
      var el = card(c, options);
      el.setAttribute('data-id', c.id);
      hand.appendChild(el);
    });
    if (!view.hand) hand.textContent = tr('table.js.noHand', 'You hold no cards now.');
    handSize(hand, (view.hand || []).length);
    $('hand-help').textContent = !canPlay ? '' : eleusis
      ? tr('table.js.helpEleusis', 'Pick one card, or up to four in order for a string, then press \u201cPlay the selected cards\u201d.')
      : tr('table.js.helpExpress', 'Press a card to play it.');
    var playSelected = $('play-selected');
    playSelected.hidden = !eleusis || !canPlay;
    playSelected.disabled = selected.length === 0;
    playSelected.textContent = selected.length > 1 ? tr('table.js.playString', 'Play these {0} cards as a string', selected.length)
      : tr('table.js.playSelected', 'Play the selected card');
    $('noplay').disabled = !can('no_play');
    $('endturn').disabled = !can('end_turn');
    // Between rounds and after the game, no turn is played: its moves leave the screen to the result and
    // the revealed rule (the notebook's way stays: a student writes down what the round taught).
    var over = view.phase === 'round_over' || view.phase === 'game_over';
    $('noplay').hidden = over;
    $('endturn').hidden = over;
    if ($('guess-shortcut')) $('guess-shortcut').hidden = over;
    $('prophet').hidden = !can('declare_prophet');
    var guessButton = $('guess-button');
    if (guessButton) guessButton.disabled = !can('guess');
    // The way to the guess stands out when a guess may be made (after a right play).
    if ($('guess-shortcut')) $('guess-shortcut').classList.toggle('quiet', !can('guess'));
  }

  // How many cards the hand holds, in steps: a phone lays a bigger hand in smaller cards, so that
  // the whole hand and its buttons stay on the first screen (phone.css).
  function handSize(hand, count) {
    hand.setAttribute('data-size', count > 27 ? 'lots' : count > 14 ? 'many' : 'few');
  }

  function pendingCards(into, pending, pickCard) {
    into.innerHTML = '';
    if (!pending) return;
    var p = document.createElement('p');
    p.textContent = pending.text;
    into.appendChild(p);
    var row = document.createElement('div');
    row.className = 'hand';
    (pending.cards || []).forEach(function (c) {
      row.appendChild(card(c, pickCard ? { onClick: function () { pickCard(c); },
        label: tr('table.js.pickCorrect', 'Play {0} as the correct card', cards.words(c.card)) } : {}));
    });
    into.appendChild(row);
  }

  // What waits for a verdict: a starter, a play, a no-play (the hand shown), or a guess in words.
  function pendingOf() {
    var v = view;
    if (v.phase === 'starter_verdict') {
      var last = v.mainline[v.mainline.length - 1];
      return { text: tr('table.js.judgeStarter', 'May this card start the mainline?'), cards: last ? [last] : [] };
    }
    if (v.game === 'express') {
      if (v.phase === 'guess_verdict') return { text: tr('table.js.judgeGuess', 'A guess in words: \u201c{0}\u201d', v.pendingGuess), cards: [] };
      if (v.pendingCard) return { text: tr('table.js.judgePlay', 'The card played:'), cards: [v.pendingCard] };
      if (v.pendingNoPlay) return { text: tr('table.js.judgeNoPlay', 'No play declared; the hand:'), cards: v.pendingNoPlay, noPlay: true };
      return null;
    }
    if (!v.pending) return null;
    var by = who(v.pending.player);
    var call = v.pending.prophetCall ? ' ' + tr('table.js.prophetSaid', '(the prophet called it {0})', verdict(v.pending.prophetCall)) : '';
    return v.pending.noPlay
      ? { text: tr('table.js.judgeNoPlayBy', '{0} declared no play; the hand:', by) + call, cards: v.pending.cards, noPlay: true }
      : { text: tr('table.js.judgePlayBy', '{0} played:', by) + call, cards: v.pending.cards };
  }

  function renderJudge(m) {
    $('rule').textContent = view.rule ? tr('table.js.yourRule', 'Secret rule: {0}', view.rule)
      : view.judgedByHand ? tr('table.js.byHand', 'You judge this round by hand.') : '';
    if (view.rule && m.ruleReading) { // the rule in plain words, in the teacher's language
      var reading = document.createElement('small');
      reading.textContent = m.ruleReading;
      $('rule').appendChild(document.createElement('br'));
      $('rule').appendChild(reading);
    }
    var judging = can('verdict');
    var pending = judging ? pendingOf() : null;
    var noPlay = pending && pending.noPlay;
    pendingCards($('pending'), pending, noPlay ? function (c) { act({ kind: 'verdict', right: false, card: c.id }); } : null);
    $('right').disabled = !judging;
    $('wrong').disabled = !judging || !!noPlay;
    $('judge-help').textContent = !judging ? tr('table.js.judgeIdle', 'Nothing to judge now.')
      : noPlay ? tr('table.js.judgeNoPlayHelp', 'Right if no card of the hand could be played; if one could, press that card.') : '';
  }

  function renderProphet() {
    var panel = $('prophet-panel');
    var calling = can('prophet_call');
    panel.hidden = !calling;
    if (!calling) return;
    var pending = pendingOf();
    var noPlay = pending && pending.noPlay;
    pendingCards($('prophet-pending'), pending, noPlay ? function (c) { act({ kind: 'prophet_call', right: false, card: c.id }); } : null);
    $('call-wrong').disabled = !!noPlay;
    $('prophet-help').textContent = noPlay
      ? tr('table.js.prophetNoPlayHelp', 'Right if no card could be played; if one could, press that card.') : '';
  }

  function renderPlayers() {
    var players = $('players');
    players.innerHTML = '';
    Object.keys(view.handSizes || {}).forEach(function (seat) {
      var s = Number(seat);
      var li = document.createElement('li');
      var bits = [who(s), tr('table.js.cards', '{0,choice,0#{0} cards|1#{0} card|1<{0} cards}', view.handSizes[seat]), tr('table.js.points', '{0,choice,0#{0} points|1#{0} point|1<{0} points}', (view.totals || {})[seat] || 0)];
      if (view.prophet === s) bits.push(tr('table.js.isProphet', 'prophet'));
      if ((view.expelled || []).indexOf(s) >= 0) bits.push(tr('table.js.isExpelled', 'expelled'));
      if ((view.waitingFor || []).indexOf(s) >= 0) bits.push(tr('table.js.toMove', 'to move'));
      li.textContent = bits.join(' · ');
      if ((view.waitingFor || []).indexOf(s) >= 0) li.className = 'to-move';
      players.appendChild(li);
    });
  }

  function renderNotebook(entries) {
    var list = $('notebook');
    if (!list) return;
    list.innerHTML = '';
    entries.slice().reverse().forEach(function (e) {
      var li = document.createElement('li');
      var code = document.createElement('code');
      code.textContent = e.text;
      li.appendChild(code);
      var verdict = document.createElement('p');
      if (e.error) {
        verdict.className = 'bad';
        verdict.textContent = tr('table.js.noteError', 'Not in the rule language yet:');
        var pre = document.createElement('pre');
        pre.className = 'issue';
        pre.tabIndex = 0; // a long line scrolls inside the box: the keyboard must reach it
        pre.textContent = e.error;
        li.appendChild(verdict);
        li.appendChild(pre);
      } else if (e.earlierRound) { // written in an earlier round: not checked against this round's cards
        verdict.className = 'help';
        verdict.textContent = e.earlierNote;
        var earlier = document.createElement('p');
        earlier.className = 'help';
        earlier.textContent = e.reading;
        li.appendChild(earlier);
        li.appendChild(verdict);
      } else {
        verdict.className = e.refutations ? 'bad' : 'ok';
        verdict.textContent = e.refutations
          ? tr('table.js.noteRefuted', 'Refuted by {0} of {1,choice,0#{1} observations|1#{1} observation|1<{1} observations}:', e.refutations, e.observations)
          : tr('table.js.noteFits', '{0,choice,0#No observations yet.|1#Fits the only observation so far.|1<Fits all {0} observations so far.}', e.observations);
        var english = document.createElement('p');
        english.className = 'help';
        english.textContent = e.reading;
        li.appendChild(english);
        li.appendChild(verdict);
        if (e.refutedBy && e.refutedBy.length) {
          var ul = document.createElement('ul');
          e.refutedBy.forEach(function (r) {
            var item = document.createElement('li');
            item.textContent = r;
            ul.appendChild(item);
          });
          li.appendChild(ul);
        }
      }
      li.className = e.error ? 'note error' : e.earlierRound ? 'note earlier' : e.refutations ? 'note refuted' : 'note fits';
      list.appendChild(li);
    });
  }

  // What a wrong no-play cost its player, from the events that came with it: the card of their hand
  // that goes on the mainline as the correct one (public: everyone sees it laid) and the penalty cards
  // drawn for it (public too); or, in sudden death, being put out of the round (no card is laid then,
  // and the game names none). Null when neither came.
  var outExplained = null; // the seat whose being put out its wrong no-play already told
  function noPlayCost(player, after) {
    var cost = { card: null, penalty: 0, out: false };
    for (var i = 0; i < after.length; i++) {
      var e = after[i];
      if (e.type === 'play' || e.type === 'no_play' || e.type === 'guess' || e.type === 'round_start') break;
      if (e.player !== player) continue;
      if (e.type === 'correct_card' && !cost.card) cost.card = e.card;
      if (e.type === 'penalty' && e.reason === 'wrong no-play') cost.penalty += e.count;
      if (e.type === 'expelled') cost.out = true;
    }
    return cost.card || cost.out ? cost : null;
  }

  // One line of the event log; the line that matters most (a verdict, a new round) also goes to the
  // live message. Penalties and new hands follow a verdict, so they are logged without taking its place.
  // Adds the event to the list and, unless told quietly (the story so far), says it in the live region.
  // `after` holds the events that came after it in the same message (what a verdict led to).
  function logEvent(e, replayed, after) {
    var text = null, kind = null, quiet = !!replayed, shown = null;
    if (e.type === 'play') {
      text = mine(e.player) ? tr('table.js.evPlayYou', 'you played {0}: {1}', cards.line(e.cards), verdict(e.verdict))
        : tr('table.js.evPlay', '{0} played {1}: {2}', who(e.player), cards.line(e.cards), verdict(e.verdict));
      kind = e.verdict === 'right' ? 'ok' : e.verdict === 'wrong' ? 'bad' : null;
    } else if (e.type === 'no_play') {
      var cost = e.verdict === 'wrong' ? noPlayCost(e.player, after || []) : null;
      if (cost && !cost.card) { // put out in sudden death: the game names no card
        text = mine(e.player) ? tr('table.js.evNoPlayWrongOutYou', 'Wrong: a card of your hand could have been played. In sudden death, that puts you out of the round.')
          : tr('table.js.evNoPlayWrongOut', '{0} declared no play, wrongly: a card of their hand could have been played. In sudden death, that puts them out of the round.', who(e.player));
        outExplained = e.player;
      } else if (cost && mine(e.player)) { // which card of theirs the rule accepted, and what it cost them
        text = tr('table.js.evNoPlayWrongYou', 'Wrong: you could have played {0}, which the rule accepts. It goes on the mainline for you{1,choice,0#.|1#, and you draw {1} penalty card.|1<, and you draw {1} penalty cards.}', cards.name(cost.card), cost.penalty);
      } else if (cost) {
        text = tr('table.js.evNoPlayWrong', '{0} declared no play, wrongly: {1} from their hand could have been played. It goes on the mainline{2,choice,0#.|1#, with {2} penalty card.|1<, with {2} penalty cards.}', who(e.player), cards.name(cost.card), cost.penalty);
      } else {
        text = mine(e.player) ? tr('table.js.evNoPlayYou', 'you declared no play: {0}', verdict(e.verdict))
          : tr('table.js.evNoPlay', '{0} declared no play: {1}', who(e.player), verdict(e.verdict));
      }
      if (cost) { kind = 'bad'; shown = cost.card; }
    } else if (e.type === 'starter') {
      text = tr('table.js.evStarter', 'Starter {0}: {1}', cards.name(e.card), e.accepted ? tr('table.js.accepted', 'accepted') : tr('table.js.refused', 'refused'));
    } else if (e.type === 'guess') {
      text = (mine(e.player) ? tr('table.js.evGuessYou', 'you guessed \u201c{0}\u201d: {1}', e.guess, verdict(e.verdict))
        : tr('table.js.evGuess', '{0} guessed \u201c{1}\u201d: {2}', who(e.player), e.guess, verdict(e.verdict)))
        + (e.counterexample ? ' ' + tr('table.js.evCounter', '(they differ on {0}, where the secret rule says {1})', cards.line(e.counterexample),
          verdict(e.secretVerdict)) : '')
        // Its exact check ran out of time: the dealer (the teacher, at a class's house seat) judges it.
        + (e.why === 'too_complex' ? ' \u2014 ' + (names[view.dealer]
          ? tr('table.js.evTooComplexDealer', 'too complex to judge at once: {0} will judge it', names[view.dealer])
          : tr('table.js.evTooComplexTeacher', 'too complex to judge at once: your teacher will judge it')) : '');
      kind = e.verdict === 'right' ? 'ok' : e.verdict === 'wrong' ? 'bad' : null;
      if (mine(e.player) && !replayed && $('guess-check')) { // the result beside the box, not only at the top
        guessSent = false;
        $('guess-check').className = 'help ' + (kind || '');
        $('guess-check').textContent = text;
        if (e.counterexample) $('guess-check').appendChild(counterexample(e.counterexample, e.secretVerdict));
      }
    } else if (e.type === 'prophet_declared') {
      text = mine(e.player) ? tr('table.js.evProphetYou', 'you became the prophet') : tr('table.js.evProphet', '{0} became the prophet', who(e.player));
    } else if (e.type === 'prophet_call') {
      text = tr('table.js.evProphetCall', 'the prophet called the play {0}', verdict(e.call));
    } else if (e.type === 'overthrow') {
      text = tr('table.js.evOverthrown', 'The prophet was overthrown');
    } else if (e.type === 'sudden_death') {
      text = tr('table.js.evSuddenDeath', 'Sudden death: from now on a wrong play puts its player out of the round');
    } else if (e.type === 'expelled') {
      quiet = quiet || outExplained === e.player; // said with the wrong no-play that put them out
      outExplained = null;
      text = mine(e.player) ? tr('table.js.evExpelledYou', 'you were expelled') : tr('table.js.evExpelled', '{0} was expelled', who(e.player));
    } else if (e.type === 'penalty') {
      quiet = true;
      text = mine(e.player) ? tr('table.js.evPenaltyYou', 'you draw {0,choice,0#{0} penalty cards|1#{0} penalty card|1<{0} penalty cards}', e.count)
        : tr('table.js.evPenalty', '{0} draws {1,choice,0#{1} penalty cards|1#{1} penalty card|1<{1} penalty cards}', who(e.player), e.count);
    } else if (e.type === 'new_hand') {
      quiet = true;
      text = mine(e.player) ? tr('table.js.evNewHandYou', 'you take a new hand of {0,choice,0#{0} cards|1#{0} card|1<{0} cards}', e.count)
        : tr('table.js.evNewHand', '{0} takes a new hand of {1,choice,0#{1} cards|1#{1} card|1<{1} cards}', who(e.player), e.count);
    } else if (e.type === 'correct_card') {
      quiet = true;
      text = tr('table.js.evCorrectCard', '{0} goes on the mainline as the correct card', cards.name(e.card));
    } else if (e.type === 'round_start') {
      text = tr('table.js.evRound', 'Round {0} begins', e.round + 1);
    } else if (e.type === 'round_end') {
      text = tr('table.js.evRoundEnd', 'The round is over: {0}.', roundEnd(e.reason));
      // Each player's points of the round, by name (the teacher dealing at the house seat has none to tell).
      var points = Object.keys(e.scores || {}).filter(function (seat) { return Number(seat) !== e.dealer || !!names[seat]; }).map(function (seat) {
        return who(Number(seat)) + ' ' + tr('table.js.points', '{0,choice,0#{0} points|1#{0} point|1<{0} points}', e.scores[seat]);
      });
      if (points.length) text += ' ' + tr('table.js.evRoundPoints', 'Points this round: {0}.', points.join(', '));
    } else if (e.type === 'game_end') {
      text = tr('table.js.evGameEnd', 'The game is over.');
    }
    if (!text) return;
    var li = document.createElement('li');
    li.textContent = text;
    $('events').insertBefore(li, $('events').firstChild);
    if (!quiet) say(text, kind);
    if (!quiet && shown) { // the card named, drawn small beside the words
      $('message').appendChild(document.createTextNode(' '));
      $('message').appendChild(card({ card: shown }));
    }
  }


  // A wrong guess's counterexample drawn as cards: the mainline it looks at, then the card both rules
  // judge, and what each rule says of it.
  function counterexample(line, secretVerdict) {
    var codes = String(line).trim().split(/\s+/), judged = codes.pop();
    var box = document.createElement('span');
    box.className = 'counterexample';
    if (codes.length) {
      box.appendChild(document.createTextNode(tr('table.js.cxAfter', 'after') + ' '));
      codes.forEach(function (c) { box.appendChild(card({ card: c })); });
    }
    box.appendChild(document.createTextNode(' ' + tr('table.js.cxTheCard', 'the card') + ' '));
    box.appendChild(card({ card: judged }));
    var yours = secretVerdict === 'accept' ? 'reject' : 'accept';
    box.appendChild(document.createTextNode(': ' + tr('table.js.cxSays', 'your rule says {0}, the secret rule says {1}',
      verdict(yours), verdict(secretVerdict))));
    return box;
  }

  // Instant feedback on a text in the rule language, from the server's checker.
  function checkSoon(textarea, out, delay) {
    var text = textarea.value;
    if (!text.trim()) { out.textContent = ''; return; }
    fetch('/api/check', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ rule: text, profile: false }) })
      .then(function (r) { return r.json(); })
      .then(function (report) {
        if (textarea.value !== text) return;
        out.className = 'help ' + (report.ok ? 'ok' : 'bad');
        out.textContent = report.ok ? report.reading : (report.issues || []).map(function (i) { return i.line + ':' + i.column + ' ' + i.message; }).join('; ');
      })
      .catch(function () { out.textContent = ''; });
  }

  if (mode === 'student') {
    $('noplay').onclick = function () { act({ kind: 'no_play' }); };
    $('endturn').onclick = function () { act({ kind: 'end_turn' }); };
    $('prophet').onclick = function () { act({ kind: 'declare_prophet' }); };
    $('play-selected').onclick = function () {
      if (selected.length && act({ kind: 'play', cards: selected.slice() })) selected = [];
    };
    $('call-right').onclick = function () { act({ kind: 'prophet_call', right: true }); };
    $('call-wrong').onclick = function () { act({ kind: 'prophet_call', right: false }); };
    // The cheat sheet's blocks write into the guess box at the cursor, with a space either side.
    document.querySelectorAll('.cheat-sheet [data-insert]').forEach(function (b) {
      b.onclick = function () {
        var box = $('guess'), text = b.getAttribute('data-insert');
        var at = box.selectionStart === undefined ? box.value.length : box.selectionStart;
        var before = box.value.slice(0, at), after = box.value.slice(box.selectionEnd || at);
        var attached = text.charAt(0) === '.' || text.charAt(0) === '(';
        if (attached) before = before.replace(/\s+$/, ''); // ".rank" sticks to the card before it
        var glue = attached || /\s$/.test(before) || !before ? '' : ' ';
        box.value = before + glue + text + (text.charAt(0) === '.' ? '' : ' ') + after.replace(/^\s+/, '');
        var caret = (before + glue + text).length + (text.indexOf('if ') === 0 ? -(text.length - 3) : 1);
        box.focus();
        box.setSelectionRange(caret, caret);
        box.dispatchEvent(new Event('input'));
      };
    });
    if ($('guessform')) {
      var inWords = function () { return document.querySelector('input[name=guessform]:checked').value === 'words'; };
      $('guess').oninput = function () {
        clearTimeout(guessTimer);
        if (inWords()) { $('guess-check').textContent = ''; return; }
        guessTimer = setTimeout(function () { checkSoon($('guess'), $('guess-check')); }, 300);
      };
      $('guessform').onsubmit = function (e) {
        e.preventDefault();
        var text = $('guess').value.trim();
        if (text && act({ kind: 'guess', text: text, inWords: inWords() })) {
          // A reading still due for what was typed would wipe the verdict when it comes: it is dropped.
          clearTimeout(guessTimer);
          $('guess').value = '';
          // The reading of what was typed goes: the verdict takes its place when it comes.
          $('guess-check').className = 'help';
          $('guess-check').textContent = tr('table.js.guessSent', 'Guess sent: “{0}”', text);
          guessSent = true;
        }
      };
    }
    $('note').oninput = function () {
      clearTimeout(noteTimer);
      noteTimer = setTimeout(function () { checkSoon($('note'), $('note-check')); }, 300);
    };
    $('noteform').onsubmit = function (e) {
      e.preventDefault();
      var text = $('note').value.trim();
      if (text && send({ type: 'note', text: text })) { clearTimeout(noteTimer); $('note').value = ''; $('note-check').textContent = ''; }
    };
  }
  if (mode === 'dealer') {
    $('right').onclick = function () { act({ kind: 'verdict', right: true }); };
    $('wrong').onclick = function () { act({ kind: 'verdict', right: false }); };
  }
  var four = $('four-colours');
  four.checked = fourColours();
  four.onchange = function () {
    localStorage.setItem('eleusis.fourColours', four.checked ? '1' : '0');
    if (last) render(last);
  };
  connect();
})();
