// Elementa on the classroom screen: four seats round the table (partners opposite), the hand being
// laid with each card's effective value so far and who is winning it, the last finished hand, each
// team's relics, captured cards and points, the stock; a student's own cards are buttons that lay
// them. Everything comes from the view the server sends; the arithmetic here only previews what a
// card would be worth, the server decides.
(function () {
  // The Wu Xing table (games/elementa-cycles.txt): the suit that takes one off a card's value
  // (destroyer) and the suit that adds one (generator). The view carries suits, not this table.
  var CYCLE = {
    wood: { destroyer: 'metal', generator: 'water' },
    fire: { destroyer: 'water', generator: 'wood' },
    earth: { destroyer: 'wood', generator: 'fire' },
    metal: { destroyer: 'fire', generator: 'earth' },
    water: { destroyer: 'earth', generator: 'metal' }
  };
  var SVG = 'http://www.w3.org/2000/svg';
  // The traditional shapes of the five elements, so a suit is never told by its colour alone.
  var SHAPES = {
    wood: [['rect', { x: 7, y: 1, width: 6, height: 18, rx: 1 }]],
    fire: [['polygon', { points: '10,1 19,19 1,19' }]],
    earth: [['rect', { x: 1, y: 5, width: 18, height: 11, rx: 1 }]],
    metal: [['circle', { cx: 10, cy: 10, r: 8.5 }]],
    water: [['path', { d: 'M1 7 Q5.5 2 10 7 T19 7 M1 14 Q5.5 9 10 14 T19 14', fill: 'none', stroke: 'currentColor', 'stroke-width': 2.6 }]],
    relic: [['polygon', { points: '10,1 12.6,7.4 19.5,7.6 14,11.9 16,18.8 10,14.8 4,18.8 6,11.9 0.5,7.6 7.4,7.4' }]]
  };
  var ui = null;
  var focusInHand = false; // a keyboard user's focus was on the hand when the last view came

  document.addEventListener('focusin', function (e) {
    focusInHand = !!(e.target.closest && e.target.closest('#hand'));
  });

  // Each text names its key outright (the bundle test reads them), so the suits go case by case.
  function suitName(suit) {
    if (suit === 'wood') return ui.tr('board.elementa.wood', 'wood');
    if (suit === 'fire') return ui.tr('board.elementa.fire', 'fire');
    if (suit === 'earth') return ui.tr('board.elementa.earth', 'earth');
    if (suit === 'metal') return ui.tr('board.elementa.metal', 'metal');
    if (suit === 'water') return ui.tr('board.elementa.water', 'water');
    if (suit === 'relic') return ui.tr('board.elementa.relic', 'relic');
    return suit;
  }

  function isYou(v, seat) { return v.you !== null && v.you !== undefined && seat === v.you; }

  function isRelic(card) { return card.base === null || card.base === undefined; }

  // "wood 3" / "relic"; with the corners when asked: "wood 3 (destroyer metal, generator water)".
  function cardName(card, corners) {
    if (isRelic(card)) return ui.tr('board.elementa.relic', 'relic');
    var name = ui.tr('board.elementa.card', '{0} {1}', suitName(card.suit), card.base);
    if (!corners) return name;
    var c = CYCLE[card.suit];
    return ui.tr('board.elementa.cardCorners', '{0} (destroyer {1}, generator {2})', name, suitName(c.destroyer), suitName(c.generator));
  }

  function glyph(suit, className) {
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 20 20');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    svg.setAttribute('class', 'el-glyph ' + (className || ''));
    (SHAPES[suit] || []).forEach(function (s) {
      var e = document.createElementNS(SVG, s[0]);
      Object.keys(s[1]).forEach(function (k) { e.setAttribute(k, s[1][k]); });
      if (!s[1].fill) e.setAttribute('fill', 'currentColor');
      svg.appendChild(e);
    });
    return svg;
  }

  // A card as the printed ones: base value top right, the suit in the middle, its destroyer (-)
  // and generator (+) suits in the bottom corners. Inside a button it is decoration (the button
  // says it); on its own it is an image with the words.
  function tile(card, labelled) {
    var suit = isRelic(card) ? 'relic' : card.suit;
    var e = ui.el('span', 'el-card el-' + suit);
    if (labelled) {
      e.setAttribute('role', 'img');
      e.setAttribute('aria-label', cardName(card, true));
    } else {
      e.setAttribute('aria-hidden', 'true');
    }
    if (!isRelic(card)) e.appendChild(ui.el('span', 'el-base', String(card.base))); // a relic has no base value
    var middle = ui.el('span', 'el-suit');
    middle.appendChild(glyph(suit));
    middle.appendChild(ui.el('span', 'el-name', suitName(suit)));
    e.appendChild(middle);
    if (!isRelic(card)) {
      var c = CYCLE[card.suit];
      var corners = ui.el('span', 'el-corners');
      var d = ui.el('span', 'el-destroyer el-' + c.destroyer, '\u2212');
      d.title = ui.tr('board.elementa.destroyer', 'destroyer: {0}', suitName(c.destroyer));
      d.appendChild(glyph(c.destroyer));
      var g = ui.el('span', 'el-generator el-' + c.generator, '+');
      g.title = ui.tr('board.elementa.generator', 'generator: {0}', suitName(c.generator));
      g.appendChild(glyph(c.generator));
      corners.appendChild(d);
      corners.appendChild(g);
      e.appendChild(corners);
    }
    return e;
  }

  // Effective values as the rules page says: base, minus destroyers on the table, plus generators;
  // a relic is 0. Only used to preview a card not yet laid.
  function values(cards) {
    return cards.map(function (card) {
      if (isRelic(card)) return 0;
      var c = CYCLE[card.suit], v = card.base;
      cards.forEach(function (o) {
        if (o.suit === c.destroyer) v--;
        if (o.suit === c.generator) v++;
      });
      return v;
    });
  }

  function winnerIndex(vs) {
    var best = 0;
    for (var i = 1; i < vs.length; i++) if (vs[i] > vs[best]) best = i;
    return best;
  }

  function team(seat) { return seat % 2; }

  function teamName(v, n) {
    var members = (v.teams[n] || v.teams[String(n)] || []).map(function (s) { return ui.who(s); });
    return ui.tr('board.elementa.team', 'Team {0} ({1} and {2})', n + 1, members[0], members[1]);
  }

  function ordinal(i) {
    return [ui.tr('board.elementa.first', '1st'), ui.tr('board.elementa.second', '2nd'), ui.tr('board.elementa.third', '3rd'),
      ui.tr('board.elementa.fourth', '4th')][i];
  }

  function seatsFrom(v) {
    var me = v.you === null || v.you === undefined ? 0 : v.you;
    return [me, (me + 1) % 4, (me + 2) % 4, (me + 3) % 4];
  }

  function result(v) {
    var box = ui.el('div', 'el-result');
    box.setAttribute('role', 'status');
    var s0 = v.scores[0], s1 = v.scores[1], r0 = v.relics[0], r1 = v.relics[1];
    var text;
    if (v.winner === null || v.winner === undefined) {
      text = ui.tr('board.elementa.draw', 'A draw: {0} points each.', s0);
    } else {
      var w = v.winner, l = 1 - w;
      if (v.decidedBy === 'all_relics') {
        text = ui.tr('board.elementa.wonRelics', '{0} wins: they captured all five relics.', teamName(v, w));
      } else if (v.decidedBy === 'relics') {
        text = ui.tr('board.elementa.wonTie', '{0} wins: equal points ({1} each), more relics ({2} to {3}).', teamName(v, w), v.scores[w], v.relics[w], v.relics[l]);
      } else {
        text = ui.tr('board.elementa.wonPoints', '{0} wins on points, {1} to {2}.', teamName(v, w), v.scores[w], v.scores[l]);
      }
    }
    box.appendChild(ui.el('p', 'el-winner', text));
    box.appendChild(ui.el('p', 'el-final', ui.tr('board.elementa.final', 'Points: team 1 {0}, team 2 {1} · relics: team 1 {2}, team 2 {3}.', s0, s1, r0, r1)));
    if (v.yourTeam !== null && v.yourTeam !== undefined) {
      var mine = v.winner === null || v.winner === undefined ? ui.tr('board.elementa.youDraw', 'Your team shares the game.')
        : v.winner === v.yourTeam ? ui.tr('board.elementa.youWon', 'Your team won!') : ui.tr('board.elementa.youLost', 'Your team lost this time.');
      box.appendChild(ui.el('p', 'el-yours', mine));
    }
    return box;
  }

  function relicPips(count) {
    var row = ui.el('span', 'el-relics');
    row.setAttribute('role', 'img');
    row.setAttribute('aria-label', ui.tr('board.elementa.relicsOf', '{0} of 5 relics', count));
    for (var i = 0; i < 5; i++) {
      var pip = ui.el('span', 'el-pip' + (i < count ? ' won' : ''));
      pip.appendChild(glyph('relic'));
      row.appendChild(pip);
    }
    row.appendChild(ui.el('span', 'el-count', ui.tr('board.elementa.relicsCount', '{0}/5', count)));
    return row;
  }

  function teams(v) {
    var box = ui.el('div', 'el-teams');
    [0, 1].forEach(function (n) {
      var mine = v.yourTeam === n;
      var sec = ui.el('section', 'el-team el-team-' + n + (mine ? ' yours' : ''));
      sec.setAttribute('aria-label', teamName(v, n));
      var h = ui.el('h3', '', teamName(v, n));
      if (mine) h.appendChild(ui.el('span', 'el-tag', ui.tr('board.elementa.yourTeam', 'your team')));
      sec.appendChild(h);
      var members = v.teams[n] || v.teams[String(n)];
      var captured = members.reduce(function (sum, s) { return sum + (v.captured[s] || 0); }, 0);
      sec.appendChild(ui.el('p', 'el-points', v.over ? ui.tr('board.elementa.points', '{0} points', v.scores[n])
        : ui.tr('board.elementa.pointsSoFar', '{0} points so far', v.scores[n])));
      sec.appendChild(relicPips(v.relics[n]));
      sec.appendChild(ui.el('p', 'el-captured', ui.tr('board.elementa.capturedTeam', '{0} cards captured', captured)));
      if (v.capturedCards) {
        var pile = ui.el('div', 'el-pile');
        pile.setAttribute('aria-label', ui.tr('board.elementa.capturedCards', 'cards captured by {0}', teamName(v, n)));
        (v.capturedCards[n] || []).forEach(function (c) { pile.appendChild(tile(c, true)); });
        sec.appendChild(pile);
      }
      box.appendChild(sec);
    });
    return box;
  }

  // One seat round the table: who, their team, their cards in hand and captured, and the card they
  // laid in this hand (or that they are still to lay).
  function seat(v, s, place, laid, order, leading, next) {
    var box = ui.el('div', 'el-seat el-' + place + ' el-team-' + team(s)
      + (s === leading ? ' leading' : '') + ((v.waitingFor || []).indexOf(s) >= 0 ? ' to-move' : ''));
    var partner = (v.you !== null && v.you !== undefined && s === (v.you + 2) % 4) ? ' · ' + ui.tr('board.elementa.partner', 'partner') : '';
    var head = ui.el('p', 'el-who', ui.who(s));
    head.appendChild(ui.el('span', 'el-seat-team', ' · ' + ui.tr('board.elementa.teamShort', 'team {0}', team(s) + 1) + partner));
    box.appendChild(head);
    box.appendChild(ui.el('p', 'el-counts', ui.tr('board.elementa.counts', '{0} in hand · {1} captured', v.handSizes[s], v.captured[s])));
    if (laid) {
      var spot = ui.el('div', 'el-laid');
      spot.appendChild(tile(laid.card, true));
      var what = ui.el('p', 'el-value', ui.tr('board.elementa.value', 'value {0}', laid.value));
      spot.appendChild(what);
      spot.appendChild(ui.el('p', 'el-order', ordinal(order) + (s === leading ? ' · ' + ui.tr('board.elementa.leads', 'winning') : '')));
      box.appendChild(spot);
    } else if (!v.over) {
      box.appendChild(ui.el('p', 'el-waiting', s === next ? ui.tr('board.elementa.toLayNow', 'lays now') : ui.tr('board.elementa.toLay', 'still to lay')));
    }
    return box;
  }

  function table(v) {
    var sec = ui.el('section', 'el-table');
    sec.setAttribute('aria-labelledby', 'el-table-title');
    var title = ui.el('h3', '', v.over ? ui.tr('board.elementa.tableOver', 'The table') : ui.tr('board.elementa.handOf', 'Hand {0} of {1}', v.handNumber, v.hands));
    title.id = 'el-table-title';
    sec.appendChild(title);
    var laid = {}, order = {};
    (v.table || []).forEach(function (c, i) { laid[c.player] = c; order[c.player] = i; });
    var next = v.over ? null : (v.active + (v.table || []).length) % 4;
    var ring = ui.el('div', 'el-ring');
    var centre = ui.el('div', 'el-centre');
    var summary;
    if (v.over) {
      summary = ui.tr('board.elementa.allPlayed', 'All {0} hands are played.', v.hands);
    } else if (!(v.table || []).length) {
      summary = isYou(v, v.active) ? ui.tr('board.elementa.emptyYou', 'The table is empty: you open the hand.')
        : ui.tr('board.elementa.empty', 'The table is empty: {0} opens the hand.', ui.who(v.active));
    } else {
      var lead = v.table[winnerIndex(v.table.map(function (c) { return c.value; }))];
      if (v.active === v.leading) {
        summary = isYou(v, v.active)
          ? ui.tr('board.elementa.winningOpenerYou', 'You opened and are winning so far with {0} (value {1}).', cardName(lead.card), lead.value)
          : ui.tr('board.elementa.winningOpener', '{0} opened and is winning so far with {1} (value {2}).', ui.who(v.active), cardName(lead.card), lead.value);
      } else if (isYou(v, v.active)) {
        summary = ui.tr('board.elementa.winningYouOpened', 'You opened; {0} is winning so far with {1} (value {2}).',
          ui.who(v.leading), cardName(lead.card), lead.value);
      } else if (isYou(v, v.leading)) {
        summary = ui.tr('board.elementa.winningYou', '{0} opened; you are winning so far with {1} (value {2}).',
          ui.who(v.active), cardName(lead.card), lead.value);
      } else {
        summary = ui.tr('board.elementa.winning', '{0} opened; {1} is winning so far with {2} (value {3}).',
          ui.who(v.active), ui.who(v.leading), cardName(lead.card), lead.value);
      }
    }
    centre.appendChild(ui.el('p', 'el-summary', summary));
    var stock = ui.el('p', 'el-stock', ui.tr('board.elementa.stock', 'Stock: {0} cards', v.stock));
    centre.appendChild(stock);
    centre.appendChild(ui.el('p', 'el-dealer', ui.tr('board.elementa.dealer', 'Dealer: {0}', ui.who(v.dealer))));
    ring.appendChild(centre);
    var places = ['south', 'west', 'north', 'east'];
    seatsFrom(v).forEach(function (s, i) {
      ring.appendChild(seat(v, s, places[i], laid[s], order[s], v.table.length ? v.leading : null, next));
    });
    sec.appendChild(ring);
    return sec;
  }

  function lastHand(v) {
    var h = v.lastHand;
    var sec = ui.el('section', 'el-last');
    sec.setAttribute('aria-labelledby', 'el-last-title');
    var title = ui.el('h3', '', ui.tr('board.elementa.lastTitle', 'Last hand (hand {0})', h.hand));
    title.id = 'el-last-title';
    sec.appendChild(title);
    var relics = h.relics === 1 ? ui.tr('board.elementa.withRelic', ', with a relic')
      : h.relics ? ui.tr('board.elementa.withRelics', ', with {0} relics', h.relics) : '';
    sec.appendChild(ui.el('p', 'el-last-won', isYou(v, h.winner)
      ? ui.tr('board.elementa.lastWonYou', 'You won it for team {0}{1}.', h.team + 1, relics)
      : ui.tr('board.elementa.lastWon', '{0} won it for team {1}{2}.', ui.who(h.winner), h.team + 1, relics)));
    var row = ui.el('ol', 'el-row');
    h.cards.forEach(function (c) {
      var li = ui.el('li', c.player === h.winner ? 'won' : '');
      li.appendChild(tile(c.card, true));
      li.appendChild(ui.el('span', 'el-who', ui.who(c.player)));
      li.appendChild(ui.el('span', 'el-value', ui.tr('board.elementa.value', 'value {0}', c.value) + (c.player === h.winner ? ' · ' + ui.tr('board.elementa.won', 'won') : '')));
      row.appendChild(li);
    });
    sec.appendChild(row);
    return sec;
  }

  // The student's cards: buttons when it is their turn (each says what the card would be worth
  // laid now), plain cards otherwise.
  function hand(v, actions) {
    var cards = v.hand || [];
    var legal = {};
    ui.legal('play').forEach(function (a) { legal[a.card] = a; });
    var box = ui.el('div', 'el-hand');
    box.id = 'hand';
    box.setAttribute('aria-label', ui.tr('board.elementa.yourHand', 'Your cards'));
    var onTable = (v.table || []).map(function (c) { return c.card; });
    var buttons = [];
    cards.forEach(function (card) {
      var a = legal[card.id];
      if (!a) {
        box.appendChild(tile(card, true));
        return;
      }
      var vs = values(onTable.concat([card]));
      var worth = vs[vs.length - 1];
      var leads = winnerIndex(vs) === vs.length - 1;
      var hint = ui.tr('board.elementa.worth', 'worth {0} now', worth) + (leads ? ' · ' + ui.tr('board.elementa.wouldLead', 'would win so far') : '');
      var b = ui.button('', { kind: 'play', card: card.id }, 'el-play' + (leads ? ' would-lead' : ''));
      b.setAttribute('aria-label', ui.tr('board.elementa.play', 'Play {0}: {1}', cardName(card, true), hint));
      b.setAttribute('data-card', card.code);
      b.setAttribute('data-worth', String(worth));
      if (leads) b.setAttribute('data-leads', 'true');
      b.appendChild(tile(card, false));
      b.appendChild(ui.el('span', 'el-hint', hint));
      b.onclick = function () {
        // One card a turn: the buttons rest until the next view, or come back if the server refuses.
        buttons.forEach(function (x) { x.disabled = true; });
        ui.say(ui.tr('board.elementa.sending', 'Laying {0}…', cardName(card)));
        if (!ui.act(a)) buttons.forEach(function (x) { x.disabled = false; });
      };
      buttons.push(b);
      box.appendChild(b);
    });
    if (buttons.length) {
      actions.appendChild(ui.el('p', 'help ok', ui.tr('board.elementa.yourTurn', 'Your turn: choose a card to lay.')));
    }
    actions.appendChild(box);
    if (!cards.length && !v.over) actions.appendChild(ui.el('p', 'help', ui.tr('board.elementa.noCards', 'You have no cards left.')));
    if (buttons.length && focusInHand) buttons[0].focus();
    watchRefusals(buttons);
  }

  // The frame shows a refusal in #message (class "bad") without telling the game's script; the
  // buttons rested after a click come back then.
  var observer = null;
  function watchRefusals(buttons) {
    if (observer) observer.disconnect();
    var message = document.getElementById('message');
    if (!message || !window.MutationObserver) return;
    observer = new MutationObserver(function () {
      if (/\bbad\b/.test(message.className)) buttons.forEach(function (x) { x.disabled = false; });
    });
    observer.observe(message, { attributes: true, childList: true, characterData: true, subtree: true });
  }

  function render(v, u, board, actions) {
    ui = u;
    v.table = v.table || [];
    if (v.over) board.appendChild(result(v));
    board.appendChild(table(v));
    board.appendChild(teams(v));
    if (v.lastHand) board.appendChild(lastHand(v));
    if (ui.mode === 'student' && v.you !== null && v.you !== undefined) hand(v, actions);
  }

  function event(e, u) {
    ui = u;
    var s, v = ui.view || {};
    if (e.type === 'game_start') {
      if (isYou(v, e.dealer)) {
        return ui.tr('board.elementa.evStartYouDealt', 'You dealt {0} cards to each player; {1} opens the first hand. Stock: {2} cards.',
          e.handSize, ui.who(e.active), e.stock);
      }
      if (isYou(v, e.active)) {
        return ui.tr('board.elementa.evStartYouOpen', '{0} dealt {1} cards to each player; you open the first hand. Stock: {2} cards.',
          ui.who(e.dealer), e.handSize, e.stock);
      }
      return ui.tr('board.elementa.evStart', '{0} dealt {1} cards to each player; {2} opens the first hand. Stock: {3} cards.',
        ui.who(e.dealer), e.handSize, ui.who(e.active), e.stock);
    }
    if (e.type === 'laid') {
      if (isYou(v, e.player)) {
        return isRelic(e.card) ? ui.tr('board.elementa.evLaidRelicYou', 'You laid a relic.')
          : ui.tr('board.elementa.evLaidYou', 'You laid {0}.', cardName(e.card));
      }
      return isRelic(e.card) ? ui.tr('board.elementa.evLaidRelic', '{0} laid a relic.', ui.who(e.player))
        : ui.tr('board.elementa.evLaid', '{0} laid {1}.', ui.who(e.player), cardName(e.card));
    }
    if (e.type === 'hand_won') {
      var best = e.cards.filter(function (c) { return c.player === e.winner; })[0];
      s = isYou(v, e.winner)
        ? ui.tr('board.elementa.evWonYou', 'Hand {0}: you won with {1} (value {2}) and captured {3} cards for team {4}.',
          e.hand, cardName(best.card), best.value, e.cards.length, e.team + 1)
        : ui.tr('board.elementa.evWon', 'Hand {0}: {1} won with {2} (value {3}) and captured {4} cards for team {5}.',
          e.hand, ui.who(e.winner), cardName(best.card), best.value, e.cards.length, e.team + 1);
      if (e.relics) s += ' ' + ui.tr('board.elementa.evRelics', 'Relics among them: {0}.', e.relics);
      return s;
    }
    if (e.type === 'refill') {
      return isYou(v, e.players[0]) ? ui.tr('board.elementa.evRefillYou', 'Everyone drew a card, you first; {0} left in the stock.', e.stock)
        : ui.tr('board.elementa.evRefill', 'Everyone drew a card, {0} first; {1} left in the stock.', ui.who(e.players[0]), e.stock);
    }
    if (e.type === 'deal') {
      return isYou(v, e.player) ? ui.tr('board.elementa.evDealYou', 'You got {0} cards.', (e.cards || []).length)
        : ui.tr('board.elementa.evDeal', '{0} got {1} cards.', ui.who(e.player), (e.cards || []).length);
    }
    if (e.type === 'draw') {
      return isYou(v, e.player) ? ui.tr('board.elementa.evDrawYou', 'You drew a card.')
        : ui.tr('board.elementa.evDraw', '{0} drew a card.', ui.who(e.player));
    }
    if (e.type === 'game_end') {
      var names = function (n) {
        var m = (e.teams[n] || []).map(function (x) { return ui.who(Number(x)); });
        return ui.tr('board.elementa.pair', '{0} and {1}', m[0], m[1]);
      };
      var detail = [0, 1].map(function (n) {
        var d = (e.details || {})[n] || {};
        return ui.tr('board.elementa.evDetail', 'Team {0} ({1}): {2} points ({3} ones, {4} sevens, {5} set cards), {6} relics',
          n + 1, names(n), e.scores[n], d.ones, d.sevens, d.setCards, e.relics[n]);
      }).join('; ');
      if (e.winner === null || e.winner === undefined) s = ui.tr('board.elementa.evDrawEnd', 'The game is over: a draw.');
      else if (e.decidedBy === 'all_relics') s = ui.tr('board.elementa.evEndRelics', 'The game is over: team {0} wins with all five relics.', e.winner + 1);
      else if (e.decidedBy === 'relics') s = ui.tr('board.elementa.evEndTie', 'The game is over: equal points, team {0} wins with more relics.', e.winner + 1);
      else s = ui.tr('board.elementa.evEndPoints', 'The game is over: team {0} wins on points.', e.winner + 1);
      return ui.tr('board.elementa.evEnd', '{0} {1}.', s, detail);
    }
    return null;
  }

  // The players' list: each team with its points and relics, then its two players.
  function scores(v, u, list) {
    ui = u;
    [0, 1].forEach(function (n) {
      var li = ui.el('li', 'el-team-' + n + (v.yourTeam === n ? ' yours' : ''),
        ui.tr('board.elementa.teamLine', 'Team {0}: {1} points · relics {2} of 5', n + 1, v.scores[n], v.relics[n]));
      var members = ui.el('ul', '');
      (v.teams[n] || v.teams[String(n)]).forEach(function (s) {
        var moving = (v.waitingFor || []).indexOf(s) >= 0;
        members.appendChild(ui.el('li', moving ? 'to-move' : '',
          ui.who(s) + ' · ' + ui.tr('board.elementa.counts', '{0} in hand · {1} captured', v.handSizes[s], v.captured[s])
          + (moving ? ' · ' + ui.tr('board.elementa.toMove', 'to move') : '')));
      });
      li.appendChild(members);
      list.appendChild(li);
    });
  }

  window.BoardGames = window.BoardGames || {};
  window.BoardGames.elementa = { render: render, event: event, scores: scores };
})();
