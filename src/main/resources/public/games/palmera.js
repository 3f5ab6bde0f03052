// En la palmera on the classroom board: the ten perches (the spades A to 10) in a row, each with
// the opponent's side above it and the viewer's side below (on the projector: seat 1 above, seat 0
// below), the card just drawn, the piles, the cards out of play, the scores; and the student's legal
// moves as buttons. Everything comes from the view the server sends; nothing here decides a rule.
(function () {
  'use strict';

  // The suits as the server names them (games/palmera-cards.txt), to find a suit's letter and sign.
  var SUIT_WORDS = { D: 'diamonds', C: 'clubs', S: 'spades', H: 'hearts' };
  var SUIT_SIGNS = { D: '\u2666', C: '\u2663', S: '\u2660', H: '\u2665' };
  // Counts the views drawn, so that a test (or a curious reader of the DOM) can tell a new one came.
  var drawnViews = 0;
  // Set when the student pressed one of our buttons: the next view that offers moves puts the focus
  // back on the first of them, so that a keyboard user does not start again from the top of the page.
  var refocus = false;

  // Cards as the page's language names them (cards.js): "D♦" in what is shown, "dame de carreau" for screen readers.
  var cards = window.EleusisCards;

  /** A suit by its letter, in the reader's language: "diamonds". */
  function suitWord(ui, letter) {
    if (letter === 'D') return ui.tr('board.palmera.diamonds', 'diamonds');
    if (letter === 'C') return ui.tr('board.palmera.clubs', 'clubs');
    if (letter === 'S') return ui.tr('board.palmera.spades', 'spades');
    if (letter === 'H') return ui.tr('board.palmera.hearts', 'hearts');
    return letter;
  }

  /** "7D" -> "7 of diamonds", "KC" -> "king of clubs": what a screen reader says for a card. */
  function words(ui, face) {
    return cards.words(face);
  }

  /** "7D" -> "7♦", "QC" -> "D♣" on a French page: a card in a sentence or a tag. */
  function named(face) {
    return cards.name(face);
  }

  function letterOfSuitName(name) {
    for (var k in SUIT_WORDS) if (SUIT_WORDS[k] === name) return k;
    return null;
  }

  function signOfSuitName(name) {
    var k = letterOfSuitName(name);
    return k ? SUIT_SIGNS[k] : '';
  }

  /** A suit as the server names it ("diamonds"), in the reader's language. */
  function suitOfName(ui, name) {
    var k = letterOfSuitName(name);
    return k ? suitWord(ui, k) : name;
  }

  function who(ui, seat) { return ui.who(Number(seat)); }

  /** "yours" or "computer 2's": whose a card is, standing alone. */
  function owner(ui, view, seat) {
    return isYou(view, seat) ? ui.tr('board.palmera.yours', 'yours') : ui.tr('board.palmera.whose', '{0}\u2019s', who(ui, seat));
  }

  function pointsText(ui, n) {
    return Number(n) === 1 ? ui.tr('board.palmera.point', '1 point') : ui.tr('board.palmera.points', '{0} points', n);
  }

  function hasYou(view) { return view.you !== null && view.you !== undefined; }

  // The viewer's own sentences ("you win") are texts of their own, not "{0} wins" with "you" in it:
  // the verb and the possessive agree with the viewer in every language.
  function isYou(view, seat) { return hasYou(view) && Number(seat) === view.you; }

  function capital(text) { return text ? text.charAt(0).toUpperCase() + text.slice(1) : text; }

  /** The seat drawn above the perches and the one below: the viewer is always below. */
  function sides(view) {
    var below = hasYou(view) ? view.you : 0;
    return { above: 1 - below, below: below };
  }

  function powerText(ui, perch) {
    if (perch.power === 'tiebreak') return ui.tr('board.palmera.powerTiebreak', 'wins ties');
    if (perch.power === 'peek') return ui.tr('board.palmera.powerPeek', 'peek');
    if (perch.capacity > 1) return ui.tr('board.palmera.powerPlaces', '{0} places', perch.capacity);
    return '';
  }

  function powerWords(ui, perch) {
    if (perch.power === 'tiebreak') return ui.tr('board.palmera.powerTiebreakLong', 'its holder wins every tie');
    if (perch.power === 'peek') return ui.tr('board.palmera.powerPeekLong', 'whoever takes it may look at one face-down card of the opponent');
    if (perch.capacity > 1) return ui.tr('board.palmera.powerPlacesLong', 'one player may keep {0} cards on it', perch.capacity);
    return '';
  }

  // ------------------------------------------------------------------ cards

  /** A card whose face the viewer knows, with what else is true of it in words and small tags. */
  function faceCard(ui, view, slot, perch) {
    var box = ui.el('span', 'pal-card');
    box.setAttribute('role', 'img');
    var img = ui.playingCard(slot.card, '');
    img.setAttribute('alt', '');
    box.appendChild(img);
    var said = [words(ui, slot.card), owner(ui, view, slot.owner)];
    var tag = null;
    if (slot.faceUp) {
      box.classList.add('pal-up');
      tag = ui.tr('board.palmera.tagUp', 'shown');
      said.push(ui.tr('board.palmera.saidUp', 'turned up, everyone has seen it'));
    } else if (slot.peeked) {
      box.classList.add('pal-peeked');
      tag = ui.tr('board.palmera.tagPeeked', 'peeked');
      said.push(ui.tr('board.palmera.saidPeeked', 'face down; you peeked at it'));
    } else if (slot.seenByOpponent) {
      box.classList.add('pal-seen');
      tag = ui.tr('board.palmera.tagSeen', 'they peeked');
      said.push(ui.tr('board.palmera.saidSeen', 'face down; {0} peeked at it', who(ui, 1 - slot.owner)));
    } else {
      box.classList.add('pal-hidden');
      tag = ui.tr('board.palmera.tagHidden', 'face down');
      said.push(ui.tr('board.palmera.saidHidden', 'face down, only you know it'));
    }
    addTags(ui, box, tag, slot, perch, said);
    box.setAttribute('aria-label', said.join(', '));
    return box;
  }

  /** A card the viewer may not know: a back with its suit's sign, since each player has one suit. */
  function backCard(ui, view, slot, perch) {
    var box = ui.el('span', 'pal-card pal-back');
    box.setAttribute('role', 'img');
    var suit = (view.suits || {})[slot.owner] || '';
    var face = ui.el('span', 'pal-back-face');
    face.setAttribute('aria-hidden', 'true');
    face.appendChild(ui.el('span', 'pal-back-sign', signOfSuitName(suit)));
    face.appendChild(ui.el('span', 'pal-back-q', '?'));
    box.appendChild(face);
    var said = [ui.tr('board.palmera.saidBack', 'a face-down card of {0} ({1})', who(ui, slot.owner), suitOfName(ui, suit))];
    addTags(ui, box, null, slot, perch, said);
    box.setAttribute('aria-label', said.join(', '));
    return box;
  }

  function addTags(ui, box, tag, slot, perch, said) {
    if (perch.capacity > 1) {
      var place = ui.el('span', 'pal-place', String(slot.slot + 1));
      place.setAttribute('aria-hidden', 'true');
      box.appendChild(place);
      said.push(ui.tr('board.palmera.saidPlace', 'place {0} of perch {1}', slot.slot + 1, perch.number));
    }
    if (tag) {
      var t = ui.el('span', 'pal-tag', tag);
      t.setAttribute('aria-hidden', 'true');
      box.appendChild(t);
    }
    if (slot.beat && slot.beat.length) {
      var beat = slot.beat.map(function (f) { return words(ui, f); }).join(', ');
      var b = ui.el('span', 'pal-beat', ui.tr('board.palmera.beatShort', 'beat {0}', cards.line(slot.beat)));
      b.setAttribute('aria-hidden', 'true');
      box.appendChild(b);
      said.push(ui.tr('board.palmera.saidBeat', 'it beat the {0}', beat));
    }
  }

  function card(ui, view, slot, perch) {
    return slot.card ? faceCard(ui, view, slot, perch) : backCard(ui, view, slot, perch);
  }

  /** A small face for lists (out of play, round ends). */
  function smallCard(ui, face, extra) {
    var box = ui.el('span', 'pal-mini');
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', words(ui, face) + (extra ? ', ' + extra : ''));
    var img = ui.playingCard(face, '');
    img.setAttribute('alt', '');
    box.appendChild(img);
    return box;
  }

  // ------------------------------------------------------------------ the table

  function render(view, ui, board, actions) {
    drawnViews++;
    var root = ui.el('div', 'palmera');
    root.setAttribute('data-views', String(drawnViews));
    root.appendChild(summary(view, ui));
    if (view.over) root.appendChild(result(view, ui));
    root.appendChild(sideBar(view, ui, sides(view).above, false));
    root.appendChild(perches(view, ui));
    root.appendChild(sideBar(view, ui, sides(view).below, true));
    root.appendChild(outOfPlay(view, ui));
    if (view.roundScores && view.roundScores.length) root.appendChild(scoreTable(view, ui));
    if (view.lastRound) root.appendChild(lastRound(view, ui));
    board.appendChild(root);
    if (ui.mode === 'student') moves(view, ui, actions);
    var first = actions.querySelector('button');
    if (refocus && first && (!document.activeElement || document.activeElement === document.body)) {
      first.focus();
      refocus = false;
    }
  }

  function button(ui, label, action, className) {
    var b = ui.button(label, action, className);
    b.addEventListener('click', function () { refocus = true; });
    return b;
  }

  function summary(view, ui) {
    var p = ui.el('p', 'pal-summary');
    var parts = [ui.tr('board.palmera.round', 'Round {0} of {1}', Math.min(view.round + 1, view.rounds), view.rounds)];
    var turn = (view.waitingFor || [])[0];
    if (view.over) parts.push(ui.tr('board.palmera.phaseOver', 'the game is over'));
    else if (view.phase === 'peek') {
      parts.push(isYou(view, turn) ? ui.tr('board.palmera.phasePeekYou', 'you took perch 3 and may peek at a card')
        : ui.tr('board.palmera.phasePeek', '{0} took perch 3 and may peek at a card', who(ui, turn)));
    } else {
      parts.push(isYou(view, turn) ? ui.tr('board.palmera.phasePlaceYou', 'you to place a card')
        : ui.tr('board.palmera.phasePlace', '{0} to place a card', who(ui, turn)));
    }
    var holder = view.tieBreakHolder;
    parts.push(holder === null || holder === undefined
      ? ui.tr('board.palmera.tiesNobody', 'nobody holds perch 1, so an attacker wins a tie')
      : isYou(view, holder) ? ui.tr('board.palmera.tiesHolderYou', 'you hold perch 1 and win ties')
        : ui.tr('board.palmera.tiesHolder', '{0} holds perch 1 and wins ties', who(ui, holder)));
    p.textContent = parts.join(' \u00b7 ');
    return p;
  }

  /** One player's strip: whose side, their suit, their pile, and (for the viewer) the card just drawn. */
  function sideBar(view, ui, seat, below) {
    var bar = ui.el('div', 'pal-sidebar ' + (below ? 'pal-below' : 'pal-above'));
    var suit = (view.suits || {})[seat] || '';
    var title = seat === view.you
      ? ui.tr('board.palmera.yourSide', 'Your side ({0} {1})', signOfSuitName(suit), suitOfName(ui, suit))
      : ui.tr('board.palmera.theirSide', '{0}\u2019s side ({1} {2})', who(ui, seat), signOfSuitName(suit), suitOfName(ui, suit));
    bar.appendChild(ui.el('h3', 'pal-side-title', title));
    var pile = ui.el('span', 'pal-pile');
    var left = (view.pileSizes || {})[seat];
    left = left === undefined ? 0 : left;
    pile.setAttribute('role', 'img');
    pile.setAttribute('aria-label', seat === view.you ? ui.tr('board.palmera.pileSaidYou', 'Your draw pile: {0} cards left', left)
      : ui.tr('board.palmera.pileSaid', '{0}\u2019s draw pile: {1} cards left', who(ui, seat), left));
    var stack = ui.el('span', 'pal-stack', String(left));
    stack.setAttribute('aria-hidden', 'true');
    pile.appendChild(stack);
    var pl = ui.el('span', 'pal-pile-label', ui.tr('board.palmera.pile', 'in the pile'));
    pl.setAttribute('aria-hidden', 'true');
    pile.appendChild(pl);
    bar.appendChild(pile);
    if (view.drawn && seat === view.you) {
      var d = ui.el('div', 'pal-drawn');
      d.appendChild(ui.el('span', 'pal-drawn-label', ui.tr('board.palmera.drawn', 'Your card to place:')));
      var c = ui.el('span', 'pal-card pal-hidden');
      c.setAttribute('role', 'img');
      c.setAttribute('aria-label', ui.tr('board.palmera.drawnSaid', 'the card you drew: {0}', words(ui, view.drawn.card)));
      var img = ui.playingCard(view.drawn.card, '');
      img.setAttribute('alt', '');
      c.appendChild(img);
      d.appendChild(c);
      bar.appendChild(d);
    } else if (!view.over && (view.waitingFor || [])[0] === seat && seat !== view.you && view.phase === 'place') {
      bar.appendChild(ui.el('span', 'pal-thinking', ui.tr('board.palmera.theirDraw', '{0} has drawn a card', who(ui, seat))));
    }
    return bar;
  }

  function perches(view, ui) {
    var s = sides(view);
    var row = ui.el('div', 'pal-perches');
    row.setAttribute('role', 'list');
    row.setAttribute('aria-label', ui.tr('board.palmera.perches', 'The ten perches'));
    var peekable = {};
    ui.legal('peek').forEach(function (a) { peekable[a.perch + ':' + a.slot] = true; });
    (view.board || []).forEach(function (perch) {
      var col = ui.el('div', 'pal-perch');
      col.setAttribute('role', 'listitem');
      col.setAttribute('data-perch', String(perch.number));
      var held = perch.owner === null || perch.owner === undefined ? null : perch.owner;
      if (held !== null) col.classList.add(held === s.below ? 'pal-held-below' : 'pal-held-above');
      if (perch.capacity > 1) col.classList.add('pal-wide');
      var above = ui.el('div', 'pal-side pal-side-above');
      var below = ui.el('div', 'pal-side pal-side-below');
      (perch.cards || []).forEach(function (slot) {
        var c = card(ui, view, slot, perch);
        c.setAttribute('data-slot', String(slot.slot));
        if (peekable[perch.number + ':' + slot.slot]) {
          c.classList.add('pal-target');
          var t = ui.el('span', 'pal-target-tag', ui.tr('board.palmera.peekHere', 'peek?'));
          t.setAttribute('aria-hidden', 'true');
          c.appendChild(t);
        }
        (slot.owner === s.below ? below : above).appendChild(c);
      });
      col.appendChild(above);
      col.appendChild(marker(view, ui, perch, held, s));
      col.appendChild(below);
      var label = [ui.tr('board.palmera.perchSaid', 'Perch {0}, worth {1} a card', perch.number, pointsText(ui, perch.number))];
      var power = powerWords(ui, perch);
      if (power) label.push(power);
      if (held === null) label.push(ui.tr('board.palmera.empty', 'empty'));
      else if (isYou(view, held)) {
        label.push(perch.cards.length === 1 ? ui.tr('board.palmera.heldYouOne', 'held by you with one card')
          : ui.tr('board.palmera.heldYou', 'held by you with {0} cards', perch.cards.length));
      } else {
        label.push(perch.cards.length === 1 ? ui.tr('board.palmera.heldOne', 'held by {0} with one card', who(ui, held))
          : ui.tr('board.palmera.held', 'held by {0} with {1} cards', who(ui, held), perch.cards.length));
      }
      col.setAttribute('aria-label', label.join('; '));
      row.appendChild(col);
    });
    return row;
  }

  /** The perch itself: its spade, its value and power, and an arrow at the side that holds it. */
  function marker(view, ui, perch, held, s) {
    var m = ui.el('div', 'pal-marker');
    m.setAttribute('aria-hidden', 'true');
    var spade = ui.playingCard(perch.spade, '');
    spade.setAttribute('alt', '');
    spade.className = 'face pal-spade';
    m.appendChild(spade);
    m.appendChild(ui.el('span', 'pal-value', ui.tr('board.palmera.value', '{0} pts', perch.number)));
    var power = powerText(ui, perch);
    if (power) m.appendChild(ui.el('span', 'pal-power pal-power-' + (perch.power === '-' ? 'places' : perch.power), power));
    var holder;
    if (held === null) holder = ui.tr('board.palmera.free', 'free');
    else if (held === s.below) holder = '\u25bc ' + (held === view.you ? ui.tr('board.palmera.yours', 'yours') : shortWho(ui, held));
    else holder = '\u25b2 ' + (hasYou(view) ? ui.tr('board.palmera.theirs', 'theirs') : shortWho(ui, held));
    m.appendChild(ui.el('span', 'pal-holder', holder));
    return m;
  }

  function shortWho(ui, seat) {
    var name = who(ui, seat);
    return name.length > 16 ? name.slice(0, 15) + '\u2026' : name;
  }

  function outOfPlay(view, ui) {
    var box = ui.el('div', 'pal-out');
    box.appendChild(ui.el('h3', null, ui.tr('board.palmera.out', 'Out of play this round')));
    var list = ui.el('div', 'pal-out-cards');
    (view.removed || []).forEach(function (c) {
      list.appendChild(smallCard(ui, c.card, owner(ui, view, c.owner)));
    });
    var hidden = [];
    Object.keys(view.removedHidden || {}).forEach(function (seat) {
      var n = view.removedHidden[seat];
      if (n > 0) {
        hidden.push(isYou(view, seat) ? ui.tr('board.palmera.outUnseenYou', '{0} of your cards never shown', n)
          : ui.tr('board.palmera.outUnseen', '{0} of {1}\u2019s cards never shown', n, who(ui, seat)));
      }
    });
    if (!(view.removed || []).length && !hidden.length) list.appendChild(ui.el('span', 'help', ui.tr('board.palmera.outNone', 'none yet')));
    box.appendChild(list);
    if (hidden.length) box.appendChild(ui.el('p', 'help pal-unseen', hidden.join('; ')));
    return box;
  }

  function result(view, ui) {
    var box = ui.el('div', 'pal-result');
    box.setAttribute('role', 'status');
    var t = view.totals || {};
    var winners = view.winners || [];
    var text;
    if (winners.length === 1) {
      var w = winners[0], l = 1 - w;
      if (Number(t[w]) === Number(t[l])) {
        text = isYou(view, w) ? ui.tr('board.palmera.winAceYou', 'Equal totals ({0} each): you win, holding perch 1.', t[w])
          : ui.tr('board.palmera.winAce', 'Equal totals ({0} each): {1} wins, holding perch 1.', t[w], who(ui, w));
      } else {
        text = isYou(view, w) ? ui.tr('board.palmera.winYou', 'You win, {0} to {1}.', t[w], t[l])
          : capital(ui.tr('board.palmera.win', '{0} wins, {1} to {2}.', who(ui, w), t[w], t[l]));
      }
    } else {
      text = ui.tr('board.palmera.draw', 'A draw: {0} points each.', t[0]);
    }
    box.appendChild(ui.el('h3', null, ui.tr('board.palmera.result', 'Result')));
    box.appendChild(ui.el('p', 'pal-result-text', text));
    return box;
  }

  function scoreTable(view, ui) {
    var table = ui.el('table', 'pal-scores');
    table.appendChild(ui.el('caption', null, ui.tr('board.palmera.scores', 'Points per round')));
    var head = ui.el('tr');
    head.appendChild(ui.el('th', null, ui.tr('board.palmera.roundCol', 'Round')));
    [0, 1].forEach(function (s) { head.appendChild(ui.el('th', null, who(ui, s))); });
    table.appendChild(head);
    (view.roundScores || []).forEach(function (r, i) {
      var tr = ui.el('tr');
      tr.appendChild(ui.el('th', null, String(i + 1)));
      [0, 1].forEach(function (s) { tr.appendChild(ui.el('td', null, String(r[s]))); });
      table.appendChild(tr);
    });
    var total = ui.el('tr', 'pal-total');
    total.appendChild(ui.el('th', null, ui.tr('board.palmera.total', 'Total')));
    [0, 1].forEach(function (s) { total.appendChild(ui.el('td', null, String((view.totals || {})[s]))); });
    table.appendChild(total);
    return table;
  }

  /** The previous round's end, every card turned up: how each perch scored. */
  function lastRound(view, ui) {
    var end = view.lastRound;
    var d = ui.el('details', 'pal-last');
    if (view.over) d.open = true;
    d.appendChild(ui.el('summary', null, ui.tr('board.palmera.last', 'How round {0} ended, perch by perch', end.round + 1)));
    var list = ui.el('ul');
    (end.board || []).forEach(function (p) {
      var li = ui.el('li');
      li.appendChild(ui.el('strong', null, ui.tr('board.palmera.perchTitle', 'Perch {0}:', p.perch)));
      if (p.owner === null || p.owner === undefined) {
        li.appendChild(document.createTextNode(' ' + ui.tr('board.palmera.empty', 'empty')));
      } else {
        li.appendChild(document.createTextNode(' ' + ui.tr('board.palmera.lastHeld', '{0}, {1}', who(ui, p.owner), pointsText(ui, p.points)) + ' '));
        (p.cards || []).forEach(function (f) { li.appendChild(smallCard(ui, f)); });
      }
      list.appendChild(li);
    });
    d.appendChild(list);
    if (end.kingsRemoved && end.kingsRemoved.length) {
      d.appendChild(ui.el('p', 'help', ui.tr('board.palmera.kingsRemoved', 'Kings removed before scoring: {0}',
        end.kingsRemoved.map(named).join(', '))));
    }
    return d;
  }

  // ------------------------------------------------------------------ the moves

  function slotWords(ui, view, perch, slot) {
    var s = (perch.cards || [])[slot];
    if (s && s.card) return ui.tr('board.palmera.slotKnown', 'the {0} (place {1})', named(s.card), slot + 1);
    return ui.tr('board.palmera.slotHidden', 'the face-down card in place {0}', slot + 1);
  }

  function perchOf(view, n) {
    return (view.board || []).filter(function (p) { return p.number === n; })[0] || { number: n, cards: [], capacity: 1 };
  }

  function moves(view, ui, actions) {
    var place = ui.legal('place'), peek = ui.legal('peek'), skip = ui.legal('skip_peek'), discard = ui.legal('discard');
    if (!place.length && !peek.length && !skip.length && !discard.length) return;
    if (place.length || discard.length) {
      actions.appendChild(ui.el('p', 'help pal-help', view.drawn
        ? ui.tr('board.palmera.helpPlace', 'Place your {0} face down on a perch. On a perch the opponent holds, their card is turned up and the stronger card stays.', named(view.drawn.card))
        : ui.tr('board.palmera.helpPlaceAny', 'Place your card face down on a perch.')));
      var group = ui.el('div', 'pal-moves');
      place.forEach(function (a) { group.appendChild(placeButton(view, ui, a)); });
      discard.forEach(function (a) {
        group.appendChild(button(ui, ui.tr('board.palmera.discard', 'Discard it: no perch can take it (it leaves play unseen)'), a, 'pal-discard'));
      });
      actions.appendChild(group);
    }
    if (peek.length || skip.length) {
      actions.appendChild(ui.el('p', 'help pal-help', ui.tr('board.palmera.helpPeek',
        'You took perch 3: you may look at one of your opponent\u2019s face-down cards (marked \u201cpeek?\u201d on the table). Only you will see it.')));
      var pg = ui.el('div', 'pal-moves');
      peek.forEach(function (a) {
        var p = perchOf(view, a.perch);
        var label = p.capacity > 1
          ? ui.tr('board.palmera.peekAtPlace', 'Peek at perch {0}, place {1}', a.perch, a.slot + 1)
          : ui.tr('board.palmera.peekAt', 'Peek at perch {0}', a.perch);
        var b = button(ui, label, a, 'pal-peek');
        b.setAttribute('data-perch', String(a.perch));
        pg.appendChild(b);
      });
      skip.forEach(function (a) { pg.appendChild(button(ui, ui.tr('board.palmera.skip', 'Do not peek'), a, 'quiet pal-skip')); });
      actions.appendChild(pg);
    }
  }

  /** "Perch 4 (4 pts): free", "...: attack", "...: second card"; with two defenders, which to fight first. */
  function placeButton(view, ui, a) {
    var p = perchOf(view, a.perch);
    var what;
    if (p.owner === null || p.owner === undefined) what = ui.tr('board.palmera.ontoFree', 'free');
    else if (p.owner === view.you) what = ui.tr('board.palmera.ontoOwn', 'your second card');
    else if (a.first !== undefined && a.first !== null) what = ui.tr('board.palmera.ontoFirst', 'attack, fighting {0} first', slotWords(ui, view, p, a.first));
    else what = ui.tr('board.palmera.ontoAttack', 'attack {0}', p.cards.length > 1
      ? ui.tr('board.palmera.both', 'both cards') : (p.cards[0] && p.cards[0].card ? named(p.cards[0].card)
        : ui.tr('board.palmera.hiddenCard', 'a face-down card')));
    var label = ui.tr('board.palmera.place', 'Perch {0} ({1}): {2}', a.perch, pointsText(ui, a.perch), what);
    var b = button(ui, label, a, 'pal-place-button' + (p.owner !== null && p.owner !== undefined && p.owner !== view.you ? ' pal-attack' : ''));
    b.setAttribute('data-perch', String(a.perch));
    if (a.first !== undefined && a.first !== null) b.setAttribute('data-first', String(a.first));
    return b;
  }

  // ------------------------------------------------------------------ the log

  /** Marks the perch the last move touched, in words for screen readers too. */
  function markLast(ui, perch) {
    var col = document.querySelector('.palmera .pal-perch[data-perch="' + perch + '"]');
    if (!col || col.classList.contains('pal-last-move')) return;
    col.classList.add('pal-last-move');
    var tag = ui.el('span', 'pal-last-tag', ui.tr('board.palmera.lastMove', 'last move'));
    tag.setAttribute('aria-hidden', 'true');
    col.insertBefore(tag, col.firstChild);
    col.setAttribute('aria-label', ui.tr('board.palmera.lastMoveSaid', '{0}; last move', col.getAttribute('aria-label')));
  }

  function event(e, ui) {
    return capital(eventText(e, ui));
  }

  function eventText(e, ui) {
    var view = ui.view || {};
    var you = function (seat) { return isYou(view, seat); };
    switch (e.type) {
      case 'round_start':
        return ui.tr('board.palmera.evRound', 'Round {0} begins: {1}. Suits: {2} {3}, {4} {5}.', e.round + 1,
          you(e.firstPlayer) ? ui.tr('board.palmera.evFirstYou', 'you move first')
            : ui.tr('board.palmera.evFirst', '{0} moves first', who(ui, e.firstPlayer)),
          who(ui, 0), suitOfName(ui, (e.suits || {})[0]), who(ui, 1), suitOfName(ui, (e.suits || {})[1]));
      case 'draw':
        return you(e.player) ? ui.tr('board.palmera.evDrawYou', 'You drew the {0}; {1} left in the pile.', named(e.card), e.left)
          : ui.tr('board.palmera.evDraw', '{0} drew the {1}; {2} left in the pile.', who(ui, e.player), named(e.card), e.left);
      case 'place':
        markLast(ui, e.perch);
        return you(e.player) ? ui.tr('board.palmera.evPlaceYou', 'You placed a card face down on perch {0}.', e.perch)
          : ui.tr('board.palmera.evPlace', '{0} placed a card face down on perch {1}.', who(ui, e.player), e.perch);
      case 'clash':
        markLast(ui, e.perch);
        return clashText(e, ui, view);
      case 'king_attack': {
        markLast(ui, e.perch);
        var shown = (e.shown || []).map(named);
        var seen = shown.length ? ui.tr('board.palmera.evKingShown', ', the {0} shown', shown.join(', ')) : '';
        var unseen = e.unseen ? ui.tr('board.palmera.evUnseen', ', {0} unseen', e.unseen) : '';
        return you(e.attacker)
          ? ui.tr('board.palmera.evKingYou', 'You attacked perch {0} with the {1}: every card there left play{2}{3}.',
            e.perch, named(e.king), seen, unseen)
          : ui.tr('board.palmera.evKing', '{0} attacked perch {1} with the {2}: every card there left play{3}{4}.',
            who(ui, e.attacker), e.perch, named(e.king), seen, unseen);
      }
      case 'announce': {
        var why = whyText(ui, e.why);
        return e.result === 'won'
          ? ui.tr('board.palmera.evAnnounceWon', 'Your {0} won against the {1} on perch {2} ({3}).', named(e.card), named(e.against), e.perch, why)
          : ui.tr('board.palmera.evAnnounceLost', 'Your {0} lost against the {1} on perch {2} ({3}).', named(e.card), named(e.against), e.perch, why);
      }
      case 'peek_due':
        return you(e.player) ? ui.tr('board.palmera.evPeekDueYou', 'You took perch 3 and may peek at one face-down card.')
          : ui.tr('board.palmera.evPeekDue', '{0} took perch 3 and may peek at one face-down card.', who(ui, e.player));
      case 'peek': {
        markLast(ui, e.perch);
        var at = perchOf(view, e.perch).capacity > 1 ? ui.tr('board.palmera.evPlaceN', ', place {0}', e.slot + 1) : '';
        return you(e.player) ? ui.tr('board.palmera.evPeekYou', 'You peeked at the face-down card on perch {0}{1}.', e.perch, at)
          : ui.tr('board.palmera.evPeek', '{0} peeked at the face-down card on perch {1}{2}.', who(ui, e.player), e.perch, at);
      }
      case 'peek_seen':
        return ui.tr('board.palmera.evPeekSeen', 'You saw the {0} on perch {1}.', named(e.card), e.perch);
      case 'peek_skipped':
        return you(e.player) ? ui.tr('board.palmera.evPeekSkippedYou', 'You chose not to peek.')
          : ui.tr('board.palmera.evPeekSkipped', '{0} chose not to peek.', who(ui, e.player));
      case 'no_place':
        return you(e.player) ? ui.tr('board.palmera.evNoPlaceYou', 'No perch could take your card; it left play unseen.')
          : ui.tr('board.palmera.evNoPlace', 'No perch could take {0}\u2019s card; it left play unseen.', who(ui, e.player));
      case 'round_end': {
        var s = e.scores || {}, t = e.totals || {};
        var kings = (e.kingsRemoved || []).map(named);
        return ui.tr('board.palmera.evRoundEnd', 'Round {0} is over: {1} {2}, {3} {4} (totals {5} and {6}).', e.round + 1,
          who(ui, 0), pointsText(ui, s[0]), who(ui, 1), pointsText(ui, s[1]), t[0], t[1])
          + (kings.length ? ' ' + ui.tr('board.palmera.evKings', 'Kings removed: {0}.', kings.join(', ')) : '');
      }
      case 'game_end': {
        var sc = e.scores || {}, w = e.winners || [];
        if (w.length !== 1) return ui.tr('board.palmera.evDrawEnd', 'The game is over: a draw, {0} points each.', sc[0]);
        if (e.decidedBy === 'ace_perch') {
          return you(w[0]) ? ui.tr('board.palmera.evAceEndYou', 'The game is over: equal totals, and you win by holding perch 1.')
            : ui.tr('board.palmera.evAceEnd', 'The game is over: equal totals, and {0} wins by holding perch 1.', who(ui, w[0]));
        }
        return you(w[0]) ? ui.tr('board.palmera.evEndYou', 'The game is over: you win, {0} to {1}.', sc[w[0]], sc[1 - w[0]])
          : ui.tr('board.palmera.evEnd', 'The game is over: {0} wins, {1} to {2}.', who(ui, w[0]), sc[w[0]], sc[1 - w[0]]);
      }
      default:
        return null;
    }
  }

  /** Why a fight went as it did, as the attacker is told. */
  function whyText(ui, why) {
    if (why === 'higher') return ui.tr('board.palmera.whyHigher', 'higher');
    if (why === 'lower') return ui.tr('board.palmera.whyLower', 'lower');
    if (why === 'tie_ace_perch') return ui.tr('board.palmera.whyTieAcePerch', 'a tie, decided by who holds perch 1');
    if (why === 'tie_attacker') return ui.tr('board.palmera.whyTieAttacker', 'a tie, and nobody holds perch 1: the attacker wins');
    if (why === 'king') return ui.tr('board.palmera.whyKing', 'a king: every card on the perch left play');
    return String(why);
  }

  // A fight, said from where the viewer sits: as the defender, as the attacker, or watching.
  function clashText(e, ui, view) {
    var on = e.fight > 1 ? ui.tr('board.palmera.evClashSecond', 'Clash on perch {0} (second fight):', e.perch)
      : ui.tr('board.palmera.evClash', 'Clash on perch {0}:', e.perch);
    var d = named(e.defenderCard);
    var defends = isYou(view, e.defender), attacks = isYou(view, e.attacker);
    if (e.winner === 'attacker') {
      if (defends) return ui.tr('board.palmera.evClashWonYouDefend', '{0} your {1} was turned up and lost to {2}\u2019s face-down card.', on, d, who(ui, e.attacker));
      if (attacks) return ui.tr('board.palmera.evClashWonYouAttack', '{0} {1}\u2019s {2} was turned up and lost to your face-down card.', on, who(ui, e.defender), d);
      return ui.tr('board.palmera.evClashWon', '{0} {1}\u2019s {2} was turned up and lost to {3}\u2019s face-down card.', on, who(ui, e.defender), d, who(ui, e.attacker));
    }
    var attacker = e.attackerCard ? ' ' + ui.tr('board.palmera.evAttackerWas', 'The attacking card was the {0}.', named(e.attackerCard)) : '';
    if (e.winner === 'king') {
      var unseen = e.unseen ? ui.tr('board.palmera.evUnseen', ', {0} unseen', e.unseen) : '';
      return (defends
        ? ui.tr('board.palmera.evClashKingYouDefend', '{0} your card turned up was the {1}; it swept the perch, every card left play{2}.', on, d, unseen)
        : ui.tr('board.palmera.evClashKing', '{0} {1}\u2019s card turned up was the {2}; it swept the perch, every card left play{3}.', on, who(ui, e.defender), d, unseen))
        + attacker;
    }
    var held = defends
      ? ui.tr('board.palmera.evClashHeldYouDefend', '{0} your {1} was turned up and held; {2}\u2019s card left play.', on, d, who(ui, e.attacker))
      : attacks ? ui.tr('board.palmera.evClashHeldYouAttack', '{0} {1}\u2019s {2} was turned up and held; your card left play.', on, who(ui, e.defender), d)
        : ui.tr('board.palmera.evClashHeld', '{0} {1}\u2019s {2} was turned up and held; {3}\u2019s card left play.', on, who(ui, e.defender), d, who(ui, e.attacker));
    return held + (attacker || ' ' + ui.tr('board.palmera.evAttackerHidden', 'The attacking card was not shown.'));
  }

  // ------------------------------------------------------------------ the players

  function scores(view, ui, list) {
    [0, 1].forEach(function (seat) {
      var suit = (view.suits || {})[seat] || '';
      var parts = [seat === view.you && ui.names[seat] ? ui.tr('board.palmera.youNamed', 'you ({0})', ui.names[seat]) : who(ui, seat),
        ui.tr('board.palmera.suitShown', '{0} {1}', signOfSuitName(suit), suitOfName(ui, suit))];
      (view.roundScores || []).forEach(function (r, i) {
        parts.push(ui.tr('board.palmera.roundPoints', 'round {0}: {1}', i + 1, r[seat]));
      });
      parts.push(ui.tr('board.palmera.totalPoints', 'total {0}', pointsText(ui, (view.totals || {})[seat])));
      var moving = !view.over && (view.waitingFor || []).indexOf(seat) >= 0;
      if (moving) parts.push(ui.tr('board.palmera.toMove', 'to move'));
      if (view.over && (view.winners || []).indexOf(seat) >= 0) {
        parts.push((view.winners || []).length > 1 ? ui.tr('board.palmera.drew', 'draw') : ui.tr('board.palmera.winner', 'winner'));
      }
      var li = ui.el('li', moving ? 'to-move' : '', parts.join(' \u00b7 '));
      if (view.over && (view.winners || []).indexOf(seat) >= 0) li.classList.add('pal-winner');
      list.appendChild(li);
    });
  }

  window.BoardGames = window.BoardGames || {};
  window.BoardGames.palmera = { render: render, event: event, scores: scores };
})();
