// En la palmera on the classroom board: the ten perches (the spades A to 10) in a row, each with
// the opponent's side above it and the viewer's side below (on the projector: seat 1 above, seat 0
// below), the card just drawn, the piles, the cards out of play, the scores; and the student's legal
// moves as buttons. Everything comes from the view the server sends; nothing here decides a rule.
(function () {
  'use strict';

  var RANK_WORDS = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
  var SUIT_WORDS = { D: 'diamonds', C: 'clubs', S: 'spades', H: 'hearts' };
  var SUIT_SIGNS = { D: '\u2666', C: '\u2663', S: '\u2660', H: '\u2665' };
  // Counts the views drawn, so that a test (or a curious reader of the DOM) can tell a new one came.
  var drawnViews = 0;
  // Set when the student pressed one of our buttons: the next view that offers moves puts the focus
  // back on the first of them, so that a keyboard user does not start again from the top of the page.
  var refocus = false;

  function suitLetter(face) { return face.slice(-1); }

  function rankWord(ui, face) {
    var r = face.slice(0, -1);
    return RANK_WORDS[r] ? ui.tr('board.palmera.rank-' + r, RANK_WORDS[r]) : r;
  }

  /** "7D" -> "7 of diamonds", "KC" -> "king of clubs": what a screen reader says for a card. */
  function words(ui, face) {
    var s = suitLetter(face);
    return ui.tr('board.palmera.card', '{0} of {1}', rankWord(ui, face), ui.tr('board.palmera.suit-' + s, SUIT_WORDS[s] || s));
  }

  function signOfSuitName(name) {
    for (var k in SUIT_WORDS) if (SUIT_WORDS[k] === name) return SUIT_SIGNS[k];
    return '';
  }

  function who(ui, seat) { return ui.who(Number(seat)); }

  /** "your" or "computer 2's": whose a card is, for labels. */
  function whose(ui, view, seat) {
    return Number(seat) === view.you ? ui.tr('board.palmera.yours-adj', 'your') : ui.tr('board.palmera.whose', '{0}\u2019s', who(ui, seat));
  }

  /** "yours" or "computer 2's": whose a card is, standing alone. */
  function owner(ui, view, seat) {
    return Number(seat) === view.you ? ui.tr('board.palmera.yours', 'yours') : whose(ui, view, seat);
  }

  function pointsText(ui, n) {
    return Number(n) === 1 ? ui.tr('board.palmera.point', '1 point') : ui.tr('board.palmera.points', '{0} points', n);
  }

  function hasYou(view) { return view.you !== null && view.you !== undefined; }

  function isYou(view, seat) { return hasYou(view) && Number(seat) === view.you; }

  /** The sentence for the viewer ("you win") or for someone else ("computer 2 wins"), which differ in more than the name. */
  function youOr(ui, view, seat, key, youText, otherText) {
    var rest = Array.prototype.slice.call(arguments, 6);
    return isYou(view, seat)
      ? ui.tr.apply(null, ['board.palmera.' + key + '-you', youText].concat(rest))
      : ui.tr.apply(null, ['board.palmera.' + key, otherText, who(ui, seat)].concat(rest));
  }

  function capital(text) { return text ? text.charAt(0).toUpperCase() + text.slice(1) : text; }

  /** The seat drawn above the perches and the one below: the viewer is always below. */
  function sides(view) {
    var below = hasYou(view) ? view.you : 0;
    return { above: 1 - below, below: below };
  }

  function powerText(ui, perch) {
    if (perch.power === 'tiebreak') return ui.tr('board.palmera.power-tiebreak', 'wins ties');
    if (perch.power === 'peek') return ui.tr('board.palmera.power-peek', 'peek');
    if (perch.capacity > 1) return ui.tr('board.palmera.power-places', '{0} places', perch.capacity);
    return '';
  }

  function powerWords(ui, perch) {
    if (perch.power === 'tiebreak') return ui.tr('board.palmera.power-tiebreak-long', 'its holder wins every tie');
    if (perch.power === 'peek') return ui.tr('board.palmera.power-peek-long', 'whoever takes it may look at one face-down card of the opponent');
    if (perch.capacity > 1) return ui.tr('board.palmera.power-places-long', 'one player may keep {0} cards on it', perch.capacity);
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
      tag = ui.tr('board.palmera.tag-up', 'shown');
      said.push(ui.tr('board.palmera.said-up', 'turned up, everyone has seen it'));
    } else if (slot.peeked) {
      box.classList.add('pal-peeked');
      tag = ui.tr('board.palmera.tag-peeked', 'peeked');
      said.push(ui.tr('board.palmera.said-peeked', 'face down; you peeked at it'));
    } else {
      box.classList.add('pal-hidden');
      tag = ui.tr('board.palmera.tag-hidden', 'face down');
      said.push(ui.tr('board.palmera.said-hidden', 'face down, only you know it'));
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
    var said = [ui.tr('board.palmera.said-back', 'a face-down card of {0} ({1})', who(ui, slot.owner), suit)];
    addTags(ui, box, null, slot, perch, said);
    box.setAttribute('aria-label', said.join(', '));
    return box;
  }

  function addTags(ui, box, tag, slot, perch, said) {
    if (perch.capacity > 1) {
      var place = ui.el('span', 'pal-place', String(slot.slot + 1));
      place.setAttribute('aria-hidden', 'true');
      box.appendChild(place);
      said.push(ui.tr('board.palmera.said-place', 'place {0} of perch {1}', slot.slot + 1, perch.number));
    }
    if (tag) {
      var t = ui.el('span', 'pal-tag', tag);
      t.setAttribute('aria-hidden', 'true');
      box.appendChild(t);
    }
    if (slot.beat && slot.beat.length) {
      var beat = slot.beat.map(function (f) { return words(ui, f); }).join(', ');
      var b = ui.el('span', 'pal-beat', ui.tr('board.palmera.beat-short', 'beat {0}', slot.beat.join(' ')));
      b.setAttribute('aria-hidden', 'true');
      box.appendChild(b);
      said.push(ui.tr('board.palmera.said-beat', 'it beat the {0}', beat));
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
    if (view.over) parts.push(ui.tr('board.palmera.phase-over', 'the game is over'));
    else if (view.phase === 'peek') parts.push(ui.tr('board.palmera.phase-peek', '{0} took perch 3 and may peek at a card', who(ui, turn)));
    else parts.push(ui.tr('board.palmera.phase-place', '{0} to place a card', who(ui, turn)));
    var holder = view.tieBreakHolder;
    parts.push(holder === null || holder === undefined
      ? ui.tr('board.palmera.ties-nobody', 'nobody holds perch 1, so an attacker wins a tie')
      : youOr(ui, view, holder, 'ties-holder', 'you hold perch 1 and win ties', '{0} holds perch 1 and wins ties'));
    p.textContent = parts.join(' \u00b7 ');
    return p;
  }

  /** One player's strip: whose side, their suit, their pile, and (for the viewer) the card just drawn. */
  function sideBar(view, ui, seat, below) {
    var bar = ui.el('div', 'pal-sidebar ' + (below ? 'pal-below' : 'pal-above'));
    var suit = (view.suits || {})[seat] || '';
    var title = seat === view.you
      ? ui.tr('board.palmera.your-side', 'Your side ({0} {1})', signOfSuitName(suit), suit)
      : ui.tr('board.palmera.their-side', '{0}\u2019s side ({1} {2})', who(ui, seat), signOfSuitName(suit), suit);
    bar.appendChild(ui.el('h3', 'pal-side-title', title));
    var pile = ui.el('span', 'pal-pile');
    var left = (view.pileSizes || {})[seat];
    left = left === undefined ? 0 : left;
    pile.setAttribute('role', 'img');
    pile.setAttribute('aria-label', ui.tr('board.palmera.pile-said', '{0} draw pile: {1} cards left', seat === view.you
      ? ui.tr('board.palmera.your-cap', 'Your') : ui.tr('board.palmera.whose-cap', '{0}\u2019s', who(ui, seat)), left));
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
      c.setAttribute('aria-label', ui.tr('board.palmera.drawn-said', 'the card you drew: {0}', words(ui, view.drawn.card)));
      var img = ui.playingCard(view.drawn.card, '');
      img.setAttribute('alt', '');
      c.appendChild(img);
      d.appendChild(c);
      bar.appendChild(d);
    } else if (!view.over && (view.waitingFor || [])[0] === seat && seat !== view.you && view.phase === 'place') {
      bar.appendChild(ui.el('span', 'pal-thinking', ui.tr('board.palmera.their-draw', '{0} has drawn a card', who(ui, seat))));
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
          var t = ui.el('span', 'pal-target-tag', ui.tr('board.palmera.peek-here', 'peek?'));
          t.setAttribute('aria-hidden', 'true');
          c.appendChild(t);
        }
        (slot.owner === s.below ? below : above).appendChild(c);
      });
      col.appendChild(above);
      col.appendChild(marker(view, ui, perch, held, s));
      col.appendChild(below);
      var label = [ui.tr('board.palmera.perch-said', 'Perch {0}, worth {1} a card', perch.number, pointsText(ui, perch.number))];
      var power = powerWords(ui, perch);
      if (power) label.push(power);
      label.push(held === null ? ui.tr('board.palmera.empty', 'empty')
        : perch.cards.length === 1 ? ui.tr('board.palmera.held-said-1', 'held by {0} with one card', who(ui, held))
          : ui.tr('board.palmera.held-said', 'held by {0} with {1} cards', who(ui, held), perch.cards.length));
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
      if (n > 0) hidden.push(ui.tr('board.palmera.out-unseen', '{0} of {1} cards never shown', n, whose(ui, view, seat)));
    });
    if (!(view.removed || []).length && !hidden.length) list.appendChild(ui.el('span', 'help', ui.tr('board.palmera.out-none', 'none yet')));
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
      text = Number(t[w]) === Number(t[l])
        ? youOr(ui, view, w, 'win-ace', 'Equal totals ({0} each): you win, holding perch 1.', 'Equal totals ({1} each): {0} wins, holding perch 1.', t[w])
        : capital(youOr(ui, view, w, 'win', 'you win, {0} to {1}.', '{0} wins, {1} to {2}.', t[w], t[l]));
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
    head.appendChild(ui.el('th', null, ui.tr('board.palmera.round-col', 'Round')));
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
      li.appendChild(ui.el('strong', null, ui.tr('board.palmera.perch', 'Perch {0}', p.perch) + ': '));
      if (p.owner === null || p.owner === undefined) {
        li.appendChild(document.createTextNode(ui.tr('board.palmera.empty', 'empty')));
      } else {
        li.appendChild(document.createTextNode(ui.tr('board.palmera.last-held', '{0}, {1}', who(ui, p.owner), pointsText(ui, p.points)) + ' '));
        (p.cards || []).forEach(function (f) { li.appendChild(smallCard(ui, f)); });
      }
      list.appendChild(li);
    });
    d.appendChild(list);
    if (end.kingsRemoved && end.kingsRemoved.length) {
      d.appendChild(ui.el('p', 'help', ui.tr('board.palmera.kings-removed', 'Kings removed before scoring: {0}',
        end.kingsRemoved.map(function (f) { return words(ui, f); }).join(', '))));
    }
    return d;
  }

  // ------------------------------------------------------------------ the moves

  function slotWords(ui, view, perch, slot) {
    var s = (perch.cards || [])[slot];
    if (s && s.card) return ui.tr('board.palmera.slot-known', 'the {0} (place {1})', words(ui, s.card), slot + 1);
    return ui.tr('board.palmera.slot-hidden', 'the face-down card in place {0}', slot + 1);
  }

  function perchOf(view, n) {
    return (view.board || []).filter(function (p) { return p.number === n; })[0] || { number: n, cards: [], capacity: 1 };
  }

  function moves(view, ui, actions) {
    var place = ui.legal('place'), peek = ui.legal('peek'), skip = ui.legal('skip_peek'), discard = ui.legal('discard');
    if (!place.length && !peek.length && !skip.length && !discard.length) return;
    if (place.length || discard.length) {
      actions.appendChild(ui.el('p', 'help pal-help', view.drawn
        ? ui.tr('board.palmera.help-place', 'Place your {0} face down on a perch. On a perch the opponent holds, their card is turned up and the stronger card stays.', words(ui, view.drawn.card))
        : ui.tr('board.palmera.help-place-any', 'Place your card face down on a perch.')));
      var group = ui.el('div', 'pal-moves');
      place.forEach(function (a) { group.appendChild(placeButton(view, ui, a)); });
      discard.forEach(function (a) {
        group.appendChild(button(ui, ui.tr('board.palmera.discard', 'Discard it: no perch can take it (it leaves play unseen)'), a, 'pal-discard'));
      });
      actions.appendChild(group);
    }
    if (peek.length || skip.length) {
      actions.appendChild(ui.el('p', 'help pal-help', ui.tr('board.palmera.help-peek',
        'You took perch 3: you may look at one of your opponent\u2019s face-down cards (marked \u201cpeek?\u201d on the table). Only you will see it.')));
      var pg = ui.el('div', 'pal-moves');
      peek.forEach(function (a) {
        var p = perchOf(view, a.perch);
        var label = p.capacity > 1
          ? ui.tr('board.palmera.peek-at-place', 'Peek at perch {0}, place {1}', a.perch, a.slot + 1)
          : ui.tr('board.palmera.peek-at', 'Peek at perch {0}', a.perch);
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
    if (p.owner === null || p.owner === undefined) what = ui.tr('board.palmera.onto-free', 'free');
    else if (p.owner === view.you) what = ui.tr('board.palmera.onto-own', 'your second card');
    else if (a.first !== undefined && a.first !== null) what = ui.tr('board.palmera.onto-first', 'attack, fighting {0} first', slotWords(ui, view, p, a.first));
    else what = ui.tr('board.palmera.onto-attack', 'attack {0}', p.cards.length > 1
      ? ui.tr('board.palmera.both', 'both cards') : (p.cards[0] && p.cards[0].card ? words(ui, p.cards[0].card)
        : ui.tr('board.palmera.hidden-card', 'a face-down card')));
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
    var tag = ui.el('span', 'pal-last-tag', ui.tr('board.palmera.last-move', 'last move'));
    tag.setAttribute('aria-hidden', 'true');
    col.insertBefore(tag, col.firstChild);
    col.setAttribute('aria-label', col.getAttribute('aria-label') + '; ' + ui.tr('board.palmera.last-move', 'last move'));
  }

  function event(e, ui) {
    return capital(eventText(e, ui));
  }

  function eventText(e, ui) {
    var view = ui.view || {};
    switch (e.type) {
      case 'round_start':
        return ui.tr('board.palmera.ev-round', 'Round {0} begins: {1}. Suits: {2} {3}, {4} {5}.', e.round + 1,
          youOr(ui, view, e.firstPlayer, 'ev-first', 'you move first', '{0} moves first'),
          who(ui, 0), (e.suits || {})[0], who(ui, 1), (e.suits || {})[1]);
      case 'draw':
        return ui.tr('board.palmera.ev-draw', '{0} drew the {1}; {2} left in the pile.', who(ui, e.player), words(ui, e.card), e.left);
      case 'place':
        markLast(ui, e.perch);
        return ui.tr('board.palmera.ev-place', '{0} placed a card face down on perch {1}.', who(ui, e.player), e.perch);
      case 'clash':
        markLast(ui, e.perch);
        return clashText(e, ui);
      case 'king_attack': {
        markLast(ui, e.perch);
        var shown = (e.shown || []).map(function (f) { return words(ui, f); });
        return ui.tr('board.palmera.ev-king', '{0} attacked perch {1} with the {2}: every card there left play', who(ui, e.attacker),
          e.perch, words(ui, e.king)) + (shown.length ? ui.tr('board.palmera.ev-king-shown', ', the {0} shown', shown.join(', ')) : '')
          + (e.unseen ? ui.tr('board.palmera.ev-unseen', ', {0} unseen', e.unseen) : '') + '.';
      }
      case 'announce':
        return ui.tr('board.palmera.ev-announce', 'Your {0} {1} against the {2} on perch {3} ({4}).', words(ui, e.card),
          e.result === 'won' ? ui.tr('board.palmera.won', 'won') : ui.tr('board.palmera.lost', 'lost'), words(ui, e.against), e.perch,
          ui.tr('board.palmera.why-' + e.why, String(e.why).replace(/_/g, ' ')));
      case 'peek_due':
        return ui.tr('board.palmera.ev-peek-due', '{0} took perch 3 and may peek at one face-down card.', who(ui, e.player));
      case 'peek':
        markLast(ui, e.perch);
        return ui.tr('board.palmera.ev-peek', '{0} peeked at the face-down card on perch {1}{2}.', who(ui, e.player), e.perch,
          perchOf(view, e.perch).capacity > 1 ? ui.tr('board.palmera.ev-place-n', ', place {0}', e.slot + 1) : '');
      case 'peek_seen':
        return ui.tr('board.palmera.ev-peek-seen', 'You saw the {0} on perch {1}.', words(ui, e.card), e.perch);
      case 'peek_skipped':
        return ui.tr('board.palmera.ev-peek-skipped', '{0} chose not to peek.', who(ui, e.player));
      case 'no_place':
        return ui.tr('board.palmera.ev-no-place', 'No perch could take {0} card; it left play unseen.', whose(ui, view, e.player));
      case 'round_end': {
        var s = e.scores || {}, t = e.totals || {};
        var kings = (e.kingsRemoved || []).map(function (f) { return words(ui, f); });
        return ui.tr('board.palmera.ev-round-end', 'Round {0} is over: {1} {2}, {3} {4} (totals {5} and {6}).', e.round + 1,
          who(ui, 0), pointsText(ui, s[0]), who(ui, 1), pointsText(ui, s[1]), t[0], t[1])
          + (kings.length ? ' ' + ui.tr('board.palmera.ev-kings', 'Kings removed: {0}.', kings.join(', ')) : '');
      }
      case 'game_end': {
        var sc = e.scores || {}, w = e.winners || [];
        if (w.length !== 1) return ui.tr('board.palmera.ev-draw-end', 'The game is over: a draw, {0} points each.', sc[0]);
        if (e.decidedBy === 'ace_perch') {
          return youOr(ui, view, w[0], 'ev-ace-end', 'The game is over: equal totals, and you win by holding perch 1.',
            'The game is over: equal totals, and {0} wins by holding perch 1.');
        }
        return youOr(ui, view, w[0], 'ev-end', 'The game is over: you win, {0} to {1}.', 'The game is over: {0} wins, {1} to {2}.',
          sc[w[0]], sc[1 - w[0]]);
      }
      default:
        return null;
    }
  }

  function clashText(e, ui) {
    var d = words(ui, e.defenderCard);
    var fight = e.fight > 1 ? ui.tr('board.palmera.ev-second', ' (second fight)') : '';
    if (e.winner === 'attacker') {
      return ui.tr('board.palmera.ev-clash-won', 'Clash on perch {0}{1}: {2} {3} was turned up and lost to {4} face-down card.',
        e.perch, fight, whose(ui, ui.view || {}, e.defender), d, whose(ui, ui.view || {}, e.attacker));
    }
    var att = e.attackerCard ? ui.tr('board.palmera.ev-it-was', ' (it was the {0})', words(ui, e.attackerCard)) : '';
    if (e.winner === 'king') {
      return ui.tr('board.palmera.ev-clash-king', 'Clash on perch {0}{1}: {2} card turned up was the {3}; it swept the perch, every card left play{4}.',
        e.perch, fight, whose(ui, ui.view || {}, e.defender), d, e.unseen ? ui.tr('board.palmera.ev-unseen', ', {0} unseen', e.unseen) : '')
        + att;
    }
    return ui.tr('board.palmera.ev-clash-held', 'Clash on perch {0}{1}: {2} {3} was turned up and held; {4} card left play{5}.',
      e.perch, fight, whose(ui, ui.view || {}, e.defender), d, whose(ui, ui.view || {}, e.attacker), att || ui.tr('board.palmera.ev-face-down', ' face down'));
  }

  // ------------------------------------------------------------------ the players

  function scores(view, ui, list) {
    [0, 1].forEach(function (seat) {
      var suit = (view.suits || {})[seat] || '';
      var parts = [who(ui, seat) + (seat === view.you && ui.names[seat] ? ' (' + ui.names[seat] + ')' : ''),
        signOfSuitName(suit) + ' ' + suit];
      (view.roundScores || []).forEach(function (r, i) {
        parts.push(ui.tr('board.palmera.round-points', 'round {0}: {1}', i + 1, r[seat]));
      });
      parts.push(ui.tr('board.palmera.total-points', 'total {0}', pointsText(ui, (view.totals || {})[seat])));
      var moving = !view.over && (view.waitingFor || []).indexOf(seat) >= 0;
      if (moving) parts.push(ui.tr('board.palmera.to-move', 'to move'));
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
