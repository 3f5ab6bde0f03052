// Der Elefant im Porzellanladen on the classroom board: the two rows, the piles, every player's
// collection, money, push card and score sheet, and this student's moves. Everything lies face up
// in this game, so the board shows all the view carries; only the server decides what is legal,
// and the moves offered here are exactly the view's `legal` list.
(function () {
  var COLOURS = ['red', 'green', 'blue'];
  var SCORINGS = ['lowest', 'highest', 'one_colour', 'all'];
  // Past this many different losses a list of buttons gets long; a menu keeps the screen short.
  var MAX_LOSS_BUTTONS = 8;

  // Each text names its key outright (the bundle test reads them), so the colours go case by case.
  function colourWord(ui, c) {
    if (c === 'red') return ui.tr('board.elephant.red', 'red');
    if (c === 'green') return ui.tr('board.elephant.green', 'green');
    if (c === 'blue') return ui.tr('board.elephant.blue', 'blue');
    return c;
  }

  // The colour's initial, so that colour is never told by hue alone: each language its own.
  function colourLetter(ui, c) {
    if (c === 'red') return ui.tr('board.elephant.redLetter', 'R');
    if (c === 'green') return ui.tr('board.elephant.greenLetter', 'G');
    if (c === 'blue') return ui.tr('board.elephant.blueLetter', 'B');
    return '';
  }

  // "2 red" as the porcelain an elephant breaks: the colour word agrees with the count in some languages.
  function colourCount(ui, c, n) {
    if (c === 'red') return n === 1 ? ui.tr('board.elephant.redOne', '1 red') : ui.tr('board.elephant.redMany', '{0} red', n);
    if (c === 'green') return n === 1 ? ui.tr('board.elephant.greenOne', '1 green') : ui.tr('board.elephant.greenMany', '{0} green', n);
    return n === 1 ? ui.tr('board.elephant.blueOne', '1 blue') : ui.tr('board.elephant.blueMany', '{0} blue', n);
  }

  function face(ui, card) {
    return ui.tr('board.elephant.face', '{0} {1}', colourWord(ui, card.colour), card.value);
  }

  function faces(ui, cards) {
    return cards.length ? cards.map(function (c) { return face(ui, c); }).join(', ') : ui.tr('board.elephant.none', 'nothing');
  }

  function porcelainLabel(ui, card) {
    return card.start
      ? ui.tr('board.elephant.startLabel', '{0} porcelain (start card {1})', face(ui, card), card.start)
      : ui.tr('board.elephant.porcelainLabel', '{0} porcelain', face(ui, card));
  }

  function scoringName(ui, scoring, colour) {
    if (scoring === 'lowest') return ui.tr('board.elephant.lowest', 'lowest of each colour');
    if (scoring === 'highest') return ui.tr('board.elephant.highest', 'highest of each colour');
    if (scoring === 'all') return ui.tr('board.elephant.all', 'all cards');
    return colour ? ui.tr('board.elephant.oneColourOf', 'one colour: {0}', colourWord(ui, colour))
      : ui.tr('board.elephant.oneColour', 'one colour');
  }

  function byFace(x, y) {
    return COLOURS.indexOf(x.colour) - COLOURS.indexOf(y.colour) || x.value - y.value;
  }

  // What an elephant breaks, in words: the tile says it and screen readers hear it.
  function breaks(ui, e) {
    if (e.kind === 'small') {
      var per = {};
      e.colours.forEach(function (c) { per[c] = (per[c] || 0) + 1; });
      var parts = COLOURS.filter(function (c) { return per[c]; }).map(function (c) {
        return colourCount(ui, c, per[c]);
      });
      return ui.tr('board.elephant.breaksSmall', 'breaks {0}', parts.join(' + '));
    }
    if (e.kind === 'big') return ui.tr('board.elephant.breaksBig', 'breaks all {0}', colourWord(ui, e.colours[0]));
    if (e.kind === 'grey') {
      return e.count === 1 ? ui.tr('board.elephant.breaksGreyOne', 'breaks 1 card of your choice')
        : ui.tr('board.elephant.breaksGrey', 'breaks {0} cards of your choice', e.count);
    }
    return ui.tr('board.elephant.breaksValues', 'breaks every {0}', e.values.join(', '));
  }

  function kindName(ui, e) {
    if (e.kind === 'small') {
      return e.colours.length === 1 ? ui.tr('board.elephant.small', 'small elephant')
        : ui.tr('board.elephant.smalls', '{0} small elephants', e.colours.length);
    }
    if (e.kind === 'big') return ui.tr('board.elephant.big', 'big elephant');
    if (e.kind === 'grey') {
      return e.count === 1 ? ui.tr('board.elephant.grey', 'grey elephant')
        : ui.tr('board.elephant.greys', '{0} grey elephants', e.count);
    }
    return ui.tr('board.elephant.values', 'value elephant');
  }

  function elephantLabel(ui, e) {
    return ui.tr('board.elephant.elephantLabel', '{0}: {1}', kindName(ui, e), breaks(ui, e));
  }

  // How many cards of `collection` the elephant would break (as the game counts it).
  function damage(e, collection) {
    var of = function (f) { return collection.filter(f).length; };
    if (e.kind === 'small') {
      var per = {};
      e.colours.forEach(function (c) { per[c] = (per[c] || 0) + 1; });
      return Object.keys(per).reduce(function (n, c) {
        return n + Math.min(per[c], of(function (p) { return p.colour === c; }));
      }, 0);
    }
    if (e.kind === 'big') return of(function (p) { return p.colour === e.colours[0]; });
    if (e.kind === 'grey') return Math.min(e.count, collection.length);
    return of(function (p) { return e.values.indexOf(p.value) >= 0; });
  }

  function porcelainTile(ui, card, tag) {
    var t = ui.el(tag || 'span', 'porcelain colour-' + card.colour + (card.start ? ' start' : ''));
    t.appendChild(ui.el('span', 'value', String(card.value)));
    var foot = ui.el('span', 'foot');
    foot.appendChild(ui.el('span', 'letter', colourLetter(ui, card.colour)));
    foot.appendChild(ui.el('span', 'word', colourWord(ui, card.colour)));
    if (card.start) foot.appendChild(ui.el('span', 'numeral', card.start));
    t.appendChild(foot);
    if (tag !== 'button') t.setAttribute('role', 'img');
    t.setAttribute('aria-label', porcelainLabel(ui, card));
    [].forEach.call(t.children, function (x) { x.setAttribute('aria-hidden', 'true'); });
    return t;
  }

  // A small drawn elephant; colour comes with a letter on its body, never alone.
  function elephantIcon(ui, colour) {
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 40 30');
    svg.setAttribute('class', 'icon ' + (colour ? 'colour-' + colour : 'grey'));
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    var body = document.createElementNS(ns, 'path');
    body.setAttribute('d', 'M6 22 C4 10 16 6 24 9 C27 4 35 5 36 12 C37 17 36 22 38 27 L35 27 C33 23 32 20 31 18 '
      + 'L31 26 L27 26 L27 21 L14 21 L14 26 L10 26 L10 22 Z');
    svg.appendChild(body);
    var eye = document.createElementNS(ns, 'circle');
    eye.setAttribute('cx', '31'); eye.setAttribute('cy', '11'); eye.setAttribute('r', '1.3');
    eye.setAttribute('class', 'eye');
    svg.appendChild(eye);
    if (colour) {
      var letter = document.createElementNS(ns, 'text');
      letter.setAttribute('x', '17'); letter.setAttribute('y', '18');
      letter.setAttribute('text-anchor', 'middle');
      letter.textContent = colourLetter(ui, colour);
      svg.appendChild(letter);
    }
    return svg;
  }

  function elephantTile(ui, e, tag) {
    var t = ui.el(tag || 'span', 'elephant kind-' + e.kind);
    var icons = ui.el('span', 'icons');
    if (e.kind === 'small' || e.kind === 'big') {
      e.colours.forEach(function (c) { icons.appendChild(elephantIcon(ui, c)); });
    } else {
      for (var i = 0; i < Math.max(1, e.count); i++) icons.appendChild(elephantIcon(ui, null));
    }
    t.appendChild(icons);
    t.appendChild(ui.el('span', 'kind', kindName(ui, e)));
    t.appendChild(ui.el('span', 'breaks', breaks(ui, e)));
    if (tag !== 'button') t.setAttribute('role', 'img');
    t.setAttribute('aria-label', elephantLabel(ui, e));
    [].forEach.call(t.children, function (x) { x.setAttribute('aria-hidden', 'true'); });
    return t;
  }

  function pile(ui, className, count, label, shortLabel) {
    var p = ui.el('span', 'pile ' + className);
    p.setAttribute('role', 'img');
    p.setAttribute('aria-label', label);
    var n = ui.el('span', 'count', String(count));
    n.setAttribute('aria-hidden', 'true');
    p.appendChild(n);
    var w = ui.el('span', 'what', shortLabel);
    w.setAttribute('aria-hidden', 'true');
    p.appendChild(w);
    return p;
  }

  function section(ui, className, title) {
    var s = ui.el('section', 'elephant-part ' + className);
    s.appendChild(ui.el('h3', '', title));
    return s;
  }

  function phaseText(view, ui) {
    var turn = ui.who(view.turn);
    if (view.over) return winnersText(view, ui);
    if (view.phase === 'scoring') {
      return ui.tr('board.elephant.phaseScoring', 'Scoring {0} of 4: every player chooses a scoring type they have not used.', view.scoring);
    }
    if (view.phase === 'lose' && view.pendingLoss) {
      return view.turn === view.you
        ? ui.tr('board.elephant.phaseLoseYou', 'You took the {0} and choose which porcelain it breaks.',
          elephantLabel(ui, view.pendingLoss.elephant))
        : ui.tr('board.elephant.phaseLose', '{0} took the {1} and chooses which porcelain it breaks.',
          turn, elephantLabel(ui, view.pendingLoss.elephant));
    }
    if (view.turn === view.you) return ui.tr('board.elephant.phaseYourTurn', 'Your move: buy porcelain, take an elephant, or push.');
    return ui.tr('board.elephant.phaseTurn', '{0} to move: buy porcelain, take an elephant, or push.', turn);
  }

  function winnersText(view, ui) {
    var winners = (view.winners || []).map(ui.who);
    var top = view.winners && view.winners.length ? view.totals[view.winners[0]] : 0;
    if (winners.length > 1) {
      return ui.tr('board.elephant.winners', 'The game is over. Winners, sharing {1} points: {0}.', winners.join(', '), top);
    }
    // The viewer's win has its own sentence: other languages do not say it as "winner: you".
    if (view.winners && view.winners[0] === view.you) {
      return ui.tr('board.elephant.winnerYou', 'The game is over. Winner: you with {0} points.', top);
    }
    return ui.tr('board.elephant.winner', 'The game is over. Winner: {0} with {1} points.', winners[0], top);
  }

  function drawRows(view, ui, board) {
    var shop = section(ui, 'shop', ui.tr('board.elephant.porcelainRow', 'Porcelain for sale (1 money each)'));
    var row = ui.el('div', 'row');
    view.porcelainRow.forEach(function (c) { row.appendChild(porcelainTile(ui, c)); });
    if (!view.porcelainRow.length) row.appendChild(ui.el('p', 'help', ui.tr('board.elephant.rowEmpty', 'The row is empty.')));
    row.appendChild(pile(ui, 'porcelain-pile', view.porcelainPile,
      ui.tr('board.elephant.porcelainPile', '{0} porcelain in the pile', view.porcelainPile),
      ui.tr('board.elephant.inPile', 'in the pile')));
    shop.appendChild(row);
    var toCome = 4 - view.scoring;
    var scores = ui.el('div', 'score-cards');
    for (var i = 1; i <= 4; i++) {
      var done = i <= view.scoring;
      var sc = ui.el('span', 'score-card' + (done ? ' done' : ''), String(i));
      sc.setAttribute('role', 'img');
      sc.setAttribute('aria-label', done ? ui.tr('board.elephant.scoreCardDone', 'score card {0}: come up', i)
        : ui.tr('board.elephant.scoreCardToCome', 'score card {0}: to come', i));
      scores.appendChild(sc);
    }
    shop.appendChild(scores);
    shop.appendChild(ui.el('p', 'help', view.over ? ui.tr('board.elephant.allScored', 'All four scorings are done.')
      : ui.tr('board.elephant.untilScoring', '{0} score card(s) to come; the next scoring after {1} more porcelain bought.',
        toCome, view.untilScoring)));
    board.appendChild(shop);

    var herd = section(ui, 'herd', ui.tr('board.elephant.elephantRow', 'Elephants (take one: +1 money)'));
    var erow = ui.el('div', 'row');
    view.elephantRow.forEach(function (e) { erow.appendChild(elephantTile(ui, e)); });
    erow.appendChild(pile(ui, 'elephant-pile', view.elephantPile,
      ui.tr('board.elephant.elephantPile', '{0} elephants in the pile', view.elephantPile),
      ui.tr('board.elephant.inPile', 'in the pile')));
    herd.appendChild(erow);
    herd.appendChild(ui.el('p', 'help', ui.tr('board.elephant.tableCounts',
      'Taken elephants: {0} · broken porcelain: {1} · money in the bank: {2}',
      view.takenElephants, view.brokenPorcelain, view.bank)));
    board.appendChild(herd);
  }

  function sheetTable(view, ui, seat) {
    var t = ui.el('table', 'sheet');
    var cap = ui.el('caption', 'sr-only', seat.seat === view.you ? ui.tr('board.elephant.sheetOfYou', 'Your score sheet')
      : ui.tr('board.elephant.sheetOf', 'Score sheet of {0}', ui.who(seat.seat)));
    t.appendChild(cap);
    var head = ui.el('tr');
    head.appendChild(ui.el('th', '', ui.tr('board.elephant.scoringType', 'Scoring type')));
    head.appendChild(ui.el('th', '', ui.tr('board.elephant.points', 'Points')));
    t.appendChild(head);
    SCORINGS.forEach(function (s) {
      var line = (seat.sheet || []).filter(function (l) { return l.scoring === s; })[0];
      var tr = ui.el('tr', line ? 'used' : 'unused');
      tr.appendChild(ui.el('td', '', line ? ui.tr('board.elephant.usedAt', '{0} (scoring {1})', scoringName(ui, s, line.colour), line.number)
        : scoringName(ui, s, null)));
      tr.appendChild(ui.el('td', '', line ? String(line.points) : ui.tr('board.elephant.unused', 'not used')));
      t.appendChild(tr);
    });
    var total = ui.el('tr', 'total');
    total.appendChild(ui.el('th', '', ui.tr('board.elephant.total', 'Total')));
    total.appendChild(ui.el('th', '', String(seat.total)));
    t.appendChild(total);
    return t;
  }

  function drawSeat(view, ui, seat) {
    var waiting = (view.waitingFor || []).indexOf(seat.seat) >= 0 && !view.over;
    var mine = seat.seat === view.you;
    var winner = view.over && (view.winners || []).indexOf(seat.seat) >= 0;
    var box = ui.el('section', 'seat' + (waiting ? ' to-move' : '') + (mine ? ' mine' : '') + (winner ? ' winner' : ''));
    var name = mine && ui.names[seat.seat] ? ui.tr('board.elephant.youNamed', 'you ({0})', ui.names[seat.seat]) : ui.who(seat.seat);
    var h = ui.el('h3', '', name);
    if (waiting) h.appendChild(ui.el('span', 'badge', view.phase === 'scoring' ? ui.tr('board.elephant.choosing', 'choosing a scoring')
      : ui.tr('board.elephant.toMove', 'to move')));
    if (winner) h.appendChild(ui.el('span', 'badge win', ui.tr('board.elephant.wins', 'wins')));
    box.appendChild(h);
    var facts = ui.el('p', 'facts');
    var money = ui.el('span', 'money', ui.tr('board.elephant.money', '{0} money', seat.money));
    money.setAttribute('aria-label', ui.tr('board.elephant.moneyLabel', '{0} money of 2 at most', seat.money));
    facts.appendChild(money);
    facts.appendChild(ui.el('span', 'push' + (seat.push ? '' : ' used'), seat.push ? ui.tr('board.elephant.pushYes', 'push card ready')
      : ui.tr('board.elephant.pushUsed', 'push card used')));
    facts.appendChild(ui.el('span', 'pair', ui.tr('board.elephant.pair', 'start pair {0}', seat.startPair)));
    facts.appendChild(ui.el('span', 'points', ui.tr('board.elephant.totalPoints', '{0} points', seat.total)));
    box.appendChild(facts);
    var groups = ui.el('div', 'collection');
    groups.setAttribute('aria-label', mine ? ui.tr('board.elephant.collectionOfYou', 'your porcelain')
      : ui.tr('board.elephant.collectionOf', 'porcelain of {0}', ui.who(seat.seat)));
    groups.setAttribute('role', 'group');
    COLOURS.forEach(function (c) {
      var cards = seat.collection.filter(function (p) { return p.colour === c; })
        .sort(function (a, b) { return a.value - b.value; });
      var g = ui.el('div', 'colour-group colour-' + c);
      var sum = cards.reduce(function (n, p) { return n + p.value; }, 0);
      var title = ui.el('span', 'group-title');
      title.appendChild(ui.el('strong', '', ui.tr('board.elephant.groupTitle', '{0} {1}', colourLetter(ui, c), colourWord(ui, c))));
      title.appendChild(ui.el('span', '', ui.tr('board.elephant.groupCount', '{0} card(s), {1} points', cards.length, sum)));
      g.appendChild(title);
      var tiles = ui.el('span', 'tiles');
      cards.forEach(function (p) { tiles.appendChild(porcelainTile(ui, p)); });
      g.appendChild(tiles);
      groups.appendChild(g);
    });
    box.appendChild(groups);
    var details = ui.el('details', 'sheet-box');
    if (mine || view.over || view.phase === 'scoring' || ui.mode === 'projector') details.open = true;
    details.appendChild(ui.el('summary', '', ui.tr('board.elephant.sheet', 'Score sheet: {0} of 4 used, {1} points',
      (seat.sheet || []).length, seat.total)));
    details.appendChild(sheetTable(view, ui, seat));
    box.appendChild(details);
    return box;
  }

  function drawSeats(view, ui, board) {
    var all = section(ui, 'seats', ui.tr('board.elephant.players', 'Collections'));
    var list = ui.el('div', 'seat-list');
    // The viewer's own collection first: it is the one a student reads most.
    var order = view.seats.slice().sort(function (a, b) {
      return (b.seat === view.you) - (a.seat === view.you) || a.seat - b.seat;
    });
    order.forEach(function (s) { list.appendChild(drawSeat(view, ui, s)); });
    all.appendChild(list);
    board.appendChild(all);
  }

  function send(ui, action, what) {
    if (ui.act(action)) ui.say(ui.tr('board.elephant.sending', '{0}…', what));
  }

  function tileButton(ui, tile, label, action) {
    tile.type = 'button';
    tile.classList.add('move');
    tile.setAttribute('aria-label', label);
    tile.onclick = function () { send(ui, action, label); };
    return tile;
  }

  function drawTurnMoves(view, ui, actions, me) {
    var buys = ui.legal('buy');
    if (buys.length) {
      var g = ui.el('div', 'move-group buy');
      g.appendChild(ui.el('h3', '', ui.tr('board.elephant.buyTitle', 'Buy porcelain (pay 1 of your {0} money)', me.money)));
      var row = ui.el('div', 'row');
      buys.forEach(function (a) {
        var card = view.porcelainRow.filter(function (c) { return c.id === a.card; })[0];
        var label = ui.tr('board.elephant.buy', 'Buy {0}', porcelainLabel(ui, card));
        row.appendChild(tileButton(ui, porcelainTile(ui, card, 'button'), label, a));
      });
      g.appendChild(row);
      actions.appendChild(g);
    }
    var takes = ui.legal('take_elephant');
    if (takes.length) {
      var h = ui.el('div', 'move-group take');
      h.appendChild(ui.el('h3', '', ui.tr('board.elephant.takeTitle', 'Take an elephant (+1 money; it breaks your porcelain)')));
      var erow = ui.el('div', 'row');
      takes.forEach(function (a) {
        var e = view.elephantRow.filter(function (x) { return x.id === a.elephant; })[0];
        var n = damage(e, me.collection);
        var cost = n === 0 ? ui.tr('board.elephant.costsNothing', 'breaks none of yours')
          : ui.tr('board.elephant.costs', 'breaks {0} of yours', n);
        var tile = elephantTile(ui, e, 'button');
        tile.appendChild(ui.el('span', 'cost' + (n ? ' hurts' : ''), cost));
        erow.appendChild(tileButton(ui, tile, ui.tr('board.elephant.take', 'Take the {0} ({1})', elephantLabel(ui, e), cost), a));
      });
      h.appendChild(erow);
      actions.appendChild(h);
    }
    ui.legal('push').forEach(function (a) {
      var label = ui.tr('board.elephant.push', 'Play your push card: pass this turn (once a game)');
      var b = ui.button(label, a, 'push-button');
      b.onclick = function () { send(ui, a, label); };
      actions.appendChild(b);
    });
    var canPush = ui.legal('push').length > 0;
    if (!buys.length && takes.length) {
      actions.appendChild(ui.el('p', 'help', canPush ? ui.tr('board.elephant.mustTakeOrPush', 'You have no money: take an elephant or push.')
        : ui.tr('board.elephant.mustTake', 'You have no money: take an elephant.')));
    } else if (buys.length && !takes.length) {
      actions.appendChild(ui.el('p', 'help', canPush ? ui.tr('board.elephant.mustBuyOrPush', 'You hold 2 money, the most allowed: buy or push.')
        : ui.tr('board.elephant.mustBuy', 'You hold 2 money, the most allowed: buy.')));
    }
  }

  function drawLossPicker(view, ui, actions, me) {
    var loss = view.pendingLoss;
    var byId = {};
    me.collection.forEach(function (p) { byId[p.id] = p; });
    var g = ui.el('div', 'move-group lose');
    g.appendChild(ui.el('h3', '', loss.count === 1
      ? ui.tr('board.elephant.loseTitleOne', 'You took the {0}. Choose the card you lose.', elephantLabel(ui, loss.elephant))
      : ui.tr('board.elephant.loseTitle', 'You took the {0}. Choose the {1} cards you lose.', elephantLabel(ui, loss.elephant), loss.count)));
    // Losses of the same colours and values are the same loss to the player: offer each once.
    var seen = {}, choices = [];
    ui.legal('lose').forEach(function (a) {
      var cards = a.cards.map(function (id) { return byId[id]; }).sort(byFace);
      var words = faces(ui, cards);
      if (seen[words]) return;
      seen[words] = true;
      choices.push({ action: a, words: words, kept: keptText(ui, me, a.cards) });
    });
    if (choices.length <= MAX_LOSS_BUTTONS) {
      var list = ui.el('div', 'loss-choices');
      choices.forEach(function (c) {
        var label = ui.tr('board.elephant.lose', 'Lose {0}', c.words);
        var b = ui.button(label, c.action, 'loss-choice');
        b.setAttribute('aria-label', ui.tr('board.elephant.loseLabel', '{0}; {1}', label, c.kept));
        b.appendChild(ui.el('span', 'kept', c.kept));
        b.onclick = function () { send(ui, c.action, label); };
        list.appendChild(b);
      });
      g.appendChild(list);
    } else {
      var id = 'elephant-loss-choice';
      var lab = ui.el('label', '', ui.tr('board.elephant.loseWhich', 'Cards to lose'));
      lab.htmlFor = id;
      var select = ui.el('select');
      select.id = id;
      choices.forEach(function (c, i) {
        var o = ui.el('option', '', c.words);
        o.value = String(i);
        select.appendChild(o);
      });
      var go = ui.el('button', 'loss-submit', ui.tr('board.elephant.loseThese', 'Lose these cards'));
      go.type = 'button';
      go.onclick = function () {
        var c = choices[Number(select.value)];
        send(ui, c.action, ui.tr('board.elephant.lose', 'Lose {0}', c.words));
      };
      g.appendChild(lab);
      g.appendChild(select);
      g.appendChild(go);
    }
    actions.appendChild(g);
  }

  function keptText(ui, me, lost) {
    var kept = me.collection.filter(function (p) { return lost.indexOf(p.id) < 0; }).sort(byFace);
    return ui.tr('board.elephant.keeping', 'you keep {0}', faces(ui, kept));
  }

  function drawScoring(view, ui, actions) {
    var g = ui.el('div', 'move-group score');
    g.appendChild(ui.el('h3', '', ui.tr('board.elephant.scoreTitle', 'Scoring {0}: choose a type you have not used', view.scoring)));
    var list = ui.el('div', 'score-choices');
    var best = Math.max.apply(null, (view.scoringOptions || []).map(function (o) { return o.points; }).concat([-1]));
    ui.legal('score').forEach(function (a) {
      var option = (view.scoringOptions || []).filter(function (o) {
        return o.scoring === a.scoring && (o.colour || null) === (a.colour || null);
      })[0];
      var name = scoringName(ui, a.scoring, a.colour);
      var label = option ? ui.tr('board.elephant.scorePoints', '{0}: {1} points', name, option.points)
        : ui.tr('board.elephant.score', 'Score {0}', name);
      var b = ui.button(label, a, 'score-choice' + (option && best > 0 && option.points === best ? ' best' : '')
        + (a.colour ? ' colour-' + a.colour : ''));
      b.onclick = function () { send(ui, a, label); };
      list.appendChild(b);
    });
    g.appendChild(list);
    actions.appendChild(g);
  }

  window.BoardGames = window.BoardGames || {};
  window.BoardGames.elephant = {
    render: function (view, ui, board, actions) {
      var banner = ui.el('p', 'phase phase-' + (view.over ? 'over' : view.phase), phaseText(view, ui));
      // The moves come after the whole table on the page; a link takes the student straight there.
      if (ui.mode === 'student' && (view.legal || []).length && document.getElementById('actions-title')) {
        var jump = ui.el('a', 'jump', ui.tr('board.elephant.jump', 'Go to your moves'));
        jump.href = '#actions-title';
        banner.appendChild(document.createTextNode(' '));
        banner.appendChild(jump);
      }
      board.appendChild(banner);
      drawRows(view, ui, board);
      drawSeats(view, ui, board);
      if (ui.mode !== 'student' || view.you === null || view.you === undefined) return;
      var me = view.seats[view.you];
      if (view.over) {
        actions.appendChild(ui.el('p', 'help', winnersText(view, ui)));
        return;
      }
      if (!(view.legal || []).length) return;
      if (view.phase === 'lose' && view.pendingLoss) drawLossPicker(view, ui, actions, me);
      else if (view.phase === 'scoring') drawScoring(view, ui, actions);
      else drawTurnMoves(view, ui, actions, me);
    },

    event: function (e, ui) {
      var who = function (s) { return ui.who(s); };
      // The viewer's own moves have their own sentences: the verb agrees with "you" in every language.
      var you = function (s) { return !!ui.view && ui.view.you !== null && ui.view.you !== undefined && s === ui.view.you; };
      switch (e.type) {
        case 'game_start':
          return you(e.firstPlayer)
            ? ui.tr('board.elephant.evStartYou', 'The game begins with {0} players; you start. Everyone has a start pair, 1 money and a push card; {1} money in the bank.',
              e.players, e.bank)
            : ui.tr('board.elephant.evStart', 'The game begins with {0} players; {1} starts. Everyone has a start pair, 1 money and a push card; {2} money in the bank.',
              e.players, who(e.firstPlayer), e.bank);
        case 'porcelain_laid':
          return e.cards.length ? ui.tr('board.elephant.evPorcelain', 'New porcelain for sale: {0} ({1} left in the pile).', faces(ui, e.cards), e.pile) : null;
        case 'elephants_laid':
          return ui.tr('board.elephant.evElephants', 'New elephants: {0} ({1} left in the pile).',
            e.cards.map(function (c) { return elephantLabel(ui, c); }).join('; '), e.pile);
        case 'elephants_reshuffled':
          return ui.tr('board.elephant.evReshuffled', 'The elephant pile ran out: the {0} taken elephants are shuffled into a new one.', e.count);
        case 'bought':
          return you(e.player) ? ui.tr('board.elephant.evBoughtYou', 'you bought {0} ({1} money left).', face(ui, e.card), e.money)
            : ui.tr('board.elephant.evBought', '{0} bought {1} ({2} money left).', who(e.player), face(ui, e.card), e.money);
        case 'elephant_taken':
          return you(e.player) ? ui.tr('board.elephant.evTakenYou', 'you took the {0} and 1 money (now {1}).', elephantLabel(ui, e.elephant), e.money)
            : ui.tr('board.elephant.evTaken', '{0} took the {1} and 1 money (now {2}).', who(e.player), elephantLabel(ui, e.elephant), e.money);
        case 'loss_to_choose':
          if (you(e.player)) {
            return e.count === 1 ? ui.tr('board.elephant.evChooseYouOne', 'you choose which card the elephant breaks.')
              : ui.tr('board.elephant.evChooseYou', 'you choose which {0} cards the elephant breaks.', e.count);
          }
          return e.count === 1 ? ui.tr('board.elephant.evChooseOne', '{0} chooses which card the elephant breaks.', who(e.player))
            : ui.tr('board.elephant.evChoose', '{0} chooses which {1} cards the elephant breaks.', who(e.player), e.count);
        case 'lost':
          if (you(e.player)) {
            return e.cards.length ? ui.tr('board.elephant.evLostYou', 'Your broken porcelain: {0}.', faces(ui, e.cards))
              : ui.tr('board.elephant.evLostNoneYou', 'The elephant broke none of your porcelain.');
          }
          return e.cards.length ? ui.tr('board.elephant.evLost', 'Broken porcelain of {0}: {1}.', who(e.player), faces(ui, e.cards))
            : ui.tr('board.elephant.evLostNone', 'The elephant broke nothing of {0}.', who(e.player));
        case 'pushed':
          return you(e.player) ? ui.tr('board.elephant.evPushedYou', 'you played the push card and passed.')
            : ui.tr('board.elephant.evPushed', '{0} played the push card and passed.', who(e.player));
        case 'scoring_start':
          return ui.tr('board.elephant.evScoring', 'Score card {0} of 4: a scoring! Everyone chooses a scoring type.', e.scoring);
        case 'scored': {
          var type = scoringName(ui, e.scoring, e.colour);
          if (you(e.player)) {
            return e.automatic ? ui.tr('board.elephant.evScoredAutoYou', 'you scored {0} points with {1} (chosen automatically).', e.points, type)
              : ui.tr('board.elephant.evScoredYou', 'you scored {0} points with {1}.', e.points, type);
          }
          return e.automatic ? ui.tr('board.elephant.evScoredAuto', '{0} scored {1} points with {2} (chosen automatically).', who(e.player), e.points, type)
            : ui.tr('board.elephant.evScored', '{0} scored {1} points with {2}.', who(e.player), e.points, type);
        }
        case 'game_end': {
          var seats = Object.keys(e.scores).map(Number).sort(function (a, b) { return e.scores[b] - e.scores[a]; });
          var list = seats.map(function (s) { return ui.tr('board.elephant.evScore', '{0} {1}', who(s), e.scores[s]); }).join(', ');
          return e.winners.length > 1
            ? ui.tr('board.elephant.evEndShared', 'The game is over. Winners: {0}. Scores: {1}.', e.winners.map(who).join(', '), list)
            : ui.tr('board.elephant.evEnd', 'The game is over. Winner: {0}. Scores: {1}.', e.winners.map(who).join(', '), list);
        }
        default:
          return null;
      }
    },

    scores: function (view, ui, list) {
      view.seats.forEach(function (s) {
        var waiting = (view.waitingFor || []).indexOf(s.seat) >= 0 && !view.over;
        var win = view.over && (view.winners || []).indexOf(s.seat) >= 0;
        var text = ui.who(s.seat) + ' · ' + ui.tr('board.points', '{0,choice,0#{0} points|1#{0} point|1<{0} points}', s.total)
          + ' · ' + ui.tr('board.elephant.money', '{0} money', s.money)
          + ' · ' + ui.tr('board.elephant.cards', '{0} porcelain', s.collection.length)
          + (s.push ? '' : ' · ' + ui.tr('board.elephant.pushed', 'pushed'))
          + (win ? ' · ' + ui.tr('board.elephant.winnerMark', 'winner') : '')
          + (waiting ? ' · ' + ui.tr('board.elephant.waiting', 'to move') : '');
        list.appendChild(ui.el('li', (waiting ? 'to-move' : '') + (win ? ' winner' : ''), text));
      });
    }
  };
})();
