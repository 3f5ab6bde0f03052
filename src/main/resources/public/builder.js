// The rule builder: a rule put together from pieces with taps, in the reader's language, and written
// into a rule box as plain rule text (checked and judged as a typed rule is). The pieces and their
// JSON form are the server's (eleusis.rules.blocks); the palette comes from the page, in the
// element #rule-builder-data (data-palette, and data-texts: the builder.* texts in the page's language).
//
// For the pages:
// - every <textarea data-builder> gets a "Build with pieces" button after it (data-builder="after-form":
//   after its form);
// - any element with data-builder-for="ID" opens the builder for the textarea ID when clicked;
// - window.RuleBuilder.open(textarea) opens it; "Done" writes the rule and dispatches "input";
// - window.RuleBuilder.render(element, blocks) draws a rule's pieces read-only (blocks: the JSON form,
//   as an object or a string); every element with a non-empty data-blocks is drawn so on load.
(function () {
  'use strict';
  if (window.RuleBuilder) return; // a page that names the script twice still gets one builder

  var TEXTS = null, PALETTE = [];
  function data() {
    if (TEXTS) return;
    var el = document.getElementById('rule-builder-data');
    TEXTS = {};
    try {
      if (el) {
        TEXTS = JSON.parse(el.getAttribute('data-texts') || '{}');
        PALETTE = JSON.parse(el.getAttribute('data-palette') || '[]');
      }
    } catch (e) { TEXTS = {}; PALETTE = []; }
  }
  // Interface text: the page's (builder.* of the bundles), else the English given here.
  function tr(key, english) {
    data();
    var s = Object.prototype.hasOwnProperty.call(TEXTS, key) ? TEXTS[key] : english;
    var args = Array.prototype.slice.call(arguments, 2);
    return s.replace(/\{(\d+)\}/g, function (m, i) { return args[+i] === undefined ? m : String(args[+i]); });
  }
  function lang() { return (document.documentElement.getAttribute('lang') || 'en').slice(0, 2); }

  // ---- The words of the pieces. Each is looked up with its key written out, so that the texts test
  // can check every key the script uses.
  var W = null;
  function words() {
    if (W) return W;
    W = {
      is: tr('builder.piece.is', '{0} is {1}'),
      isNot: tr('builder.piece.isNot', '{0} is not {1}'),
      oneOf: tr('builder.piece.oneOf', '{0} is one of {1}'),
      notOneOf: tr('builder.piece.notOneOf', '{0} is none of {1}'),
      between: tr('builder.piece.between', '{0} is between {1} and {2}'),
      notBetween: tr('builder.piece.notBetween', '{0} is not between {1} and {2}'),
      inHole: tr('builder.piece.in', '{0} is in {1}'),
      notInHole: tr('builder.piece.notIn', '{0} is not in {1}'),
      range: tr('builder.piece.range', '{0} to {1}'),
      ifWord: tr('builder.piece.if', 'if'),
      thenWord: tr('builder.piece.then', 'then'),
      otherwise: tr('builder.piece.otherwise', 'otherwise'),
      otherwiseIf: tr('builder.piece.otherwiseIf', 'otherwise, if'),
      and: tr('builder.piece.and', '{0} and {1}'),
      or: tr('builder.piece.or', '{0} or {1}'),
      not: tr('builder.piece.not', 'it is not true that {0}'),
      always: tr('builder.piece.always', 'always true'),
      never: tr('builder.piece.never', 'always false'),
      rank: tr('builder.piece.rank', 'the rank of {0}'),
      suit: tr('builder.piece.suit', 'the suit of {0}'),
      colour: tr('builder.piece.colour', 'the colour of {0}'),
      position: tr('builder.piece.position', 'the card’s position in the line (the first is 1)'),
      mod: tr('builder.piece.mod', 'the remainder of {0} divided by {1}'),
      distance: tr('builder.piece.distance', 'the distance between {0} and {1}'),
      abs: tr('builder.piece.abs', 'the absolute value of {0}'),
      negate: tr('builder.piece.negate', 'minus {0}'),
      card0: tr('builder.card.0', 'the card'),
      card1: tr('builder.card.1', 'the last card'),
      card2: tr('builder.card.2', 'the card before the last'),
      cardN: tr('builder.card.n', 'the card {0} back'),
      letters: { 1: tr('builder.rank.1', 'A'), 11: tr('builder.rank.11', 'J'), 12: tr('builder.rank.12', 'Q'), 13: tr('builder.rank.13', 'K') },
      rankNames: { 1: tr('builder.rankName.1', 'ace'), 11: tr('builder.rankName.11', 'jack'), 12: tr('builder.rankName.12', 'queen'),
        13: tr('builder.rankName.13', 'king') },
      suits: { spades: tr('builder.suit.spades', 'spades'), hearts: tr('builder.suit.hearts', 'hearts'),
        diamonds: tr('builder.suit.diamonds', 'diamonds'), clubs: tr('builder.suit.clubs', 'clubs') },
      colours: { red: tr('builder.colour.red', 'red'), black: tr('builder.colour.black', 'black') },
      props: { red: tr('builder.prop.red', 'red'), black: tr('builder.prop.black', 'black'),
        face: tr('builder.prop.face', 'a face card (J, Q, K)'), number: tr('builder.prop.number', 'a number card (A to 10)'),
        even: tr('builder.prop.even', 'even (2, 4, 6, 8, 10, Q)'), odd: tr('builder.prop.odd', 'odd (A, 3, 5, 7, 9, J, K)'),
        prime: tr('builder.prop.prime', 'prime (2, 3, 5, 7, J, K)'), spades: tr('builder.prop.spades', 'a spade'),
        hearts: tr('builder.prop.hearts', 'a heart'), diamonds: tr('builder.prop.diamonds', 'a diamond'),
        clubs: tr('builder.prop.clubs', 'a club') },
      numberProps: { even: tr('builder.propNumber.even', 'even'), odd: tr('builder.propNumber.odd', 'odd'),
        prime: tr('builder.propNumber.prime', 'prime') },
      ops: { '==': tr('builder.op.eq', 'equals'), '!=': tr('builder.op.ne', 'does not equal'), '<': tr('builder.op.lt', 'is lower than'),
        '<=': tr('builder.op.le', 'is at most'), '>': tr('builder.op.gt', 'is higher than'), '>=': tr('builder.op.ge', 'is at least') },
      same: { '==': tr('builder.op.same', 'is the same as'), '!=': tr('builder.op.differs', 'differs from') },
      sameCard: { '==': tr('builder.op.sameCard', 'is the same card as'), '!=': tr('builder.op.otherCard', 'is not the same card as') },
      holes: { truth: tr('builder.hole.truth', 'a condition'), number: tr('builder.hole.number', 'a number'),
        card: tr('builder.hole.card', 'a card'), suit: tr('builder.hole.suit', 'a suit'), colour: tr('builder.hole.colour', 'a colour'),
        value: tr('builder.hole.value', 'something'), subject: tr('builder.hole.subject', 'a card or a number'),
        collection: tr('builder.hole.collection', 'a set'), member: tr('builder.hole.member', 'add'),
        prop: tr('builder.hole.property', 'red, even, ♠…'), op: tr('builder.hole.comparison', '= ≠ ≤ ≥…') },
      choose: { truth: tr('builder.choose.truth', 'Choose a condition'), number: tr('builder.choose.number', 'Choose a number'),
        card: tr('builder.choose.card', 'Choose a card'), suit: tr('builder.choose.suit', 'Choose a suit'),
        colour: tr('builder.choose.colour', 'Choose a colour'), value: tr('builder.choose.value', 'Choose what to compare'),
        subject: tr('builder.choose.subject', 'Choose a card or a number'),
        collection: tr('builder.choose.collection', 'Choose a set or a range'), member: tr('builder.choose.member', 'Add to the set'),
        prop: tr('builder.choose.property', 'Choose what it is'), op: tr('builder.choose.comparison', 'Choose how they compare'),
        replace: tr('builder.choose.replace', 'Change it for another piece') },
      groups: { card: tr('builder.group.card', 'The card'), last: tr('builder.group.last', 'The last card'),
        logic: tr('builder.group.logic', 'If, and, or, not'), more: tr('builder.group.more', 'Other forms'),
        ofCard: tr('builder.group.ofCard', 'Of a card'), cards: tr('builder.group.cards', 'Cards'),
        numbers: tr('builder.group.numbers', 'Numbers'), arith: tr('builder.group.arith', 'Sums and more'),
        suits: tr('builder.group.suits', 'Suits'), colours: tr('builder.group.colours', 'Colours'),
        sets: tr('builder.group.sets', 'Sets'), properties: tr('builder.group.properties', 'Properties'),
        comparisons: tr('builder.group.comparisons', 'Comparisons'), done: '' },
      setDone: tr('builder.setDone', 'That’s all'),
      otherNumber: tr('builder.otherNumber', 'Other number…'),
      otherBack: tr('builder.otherBack', 'Further back…'),
      empty: tr('builder.empty', 'Empty place:'),
      handleHint: tr('builder.handleHint', '(the piece “{0}”)')
    };
    return W;
  }
  var SUIT_SIGNS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
  var OP_SIGNS = { '==': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
  var ARITH_SIGNS = { '+': '+', '-': '−', '*': '×' };

  // ---- Kinds of value and the places of a piece (the same as eleusis.rules.blocks.Slot and Places).
  var ANY = ['INT', 'SUIT', 'COLOR', 'CARD'];
  function has(list, x) { return list.indexOf(x) >= 0; }
  function slot(types, kind) { return { types: types, kind: kind || 'value' }; }
  var TRUTH = slot(['BOOL']), NUMBER = slot(['INT']), CARD = slot(['CARD']);
  function typeOf(n) {
    if (!n) return null;
    switch (n.piece) {
      case 'if': case 'and': case 'or': case 'not': case 'is': case 'compare': case 'in': case 'bool': return 'BOOL';
      case 'rank': case 'number': case 'position': case 'arith': case 'abs': case 'negate': return 'INT';
      case 'suit': case 'suitName': return 'SUIT';
      case 'colour': case 'colourName': return 'COLOR';
      case 'card': return 'CARD';
    }
    return null;
  }
  function args(n) { return (n && n.args) || []; }
  function accepts(s, t) {
    if (t.piece === 'set') return s.kind === 'collection';
    if (t.piece === 'range') return s.kind !== 'value' && has(s.types, 'INT');
    if (s.kind === 'collection') return false;
    var ty = typeOf(t);
    return ty !== null && has(s.types, ty);
  }
  function collectionTypes(c) {
    if (!c) return ANY;
    if (c.piece === 'range') return ['INT'];
    if (c.piece === 'set') {
      for (var i = 0; i < args(c).length; i++) {
        var m = args(c)[i];
        if (m && m.piece === 'range') return ['INT'];
        var t = typeOf(m);
        if (t) return [t];
      }
    }
    return ANY;
  }
  function childSlots(n, own) {
    var a = args(n), out = [], i;
    switch (n.piece) {
      case 'if': case 'and': case 'or': case 'not': for (i = 0; i < a.length; i++) out.push(TRUTH); break;
      case 'is': out.push(!n.prop || has(['even', 'odd', 'prime'], n.prop) ? slot(['CARD', 'INT']) : CARD); break;
      case 'compare': out.push(side(a[1], n), side(a[0], n)); break;
      case 'in':
        var known = typeOf(a[0]), types = known ? [known] : collectionTypes(a[1]);
        out.push(slot(types), slot(types, 'collection'));
        break;
      case 'set': for (i = 0; i < a.length; i++) out.push(slot(own.types, 'member')); break;
      case 'range': out.push(NUMBER, NUMBER); break;
      case 'rank': case 'suit': case 'colour': out.push(CARD); break;
      case 'arith': case 'abs': case 'negate': for (i = 0; i < a.length; i++) out.push(NUMBER); break;
    }
    return out;
  }
  function side(other, c) {
    var t = typeOf(other);
    if (t) return slot([t]);
    return c.op && c.op !== '==' && c.op !== '!=' ? NUMBER : slot(ANY);
  }
  function holeKind(s) {
    if (s.kind === 'collection') return 'collection';
    if (s.kind === 'member') return 'member';
    var t = s.types;
    if (t.length === 1) return { BOOL: 'truth', INT: 'number', CARD: 'card', SUIT: 'suit', COLOR: 'colour' }[t[0]];
    if (t.length === 2 && has(t, 'CARD') && has(t, 'INT')) return 'subject';
    return 'value';
  }

  // A place: the piece at a path of child indices (part 'whole'), its property, its comparison, or one
  // more member of its set ('add').
  function key(place) { return place.path.join('.') + ':' + place.part; }
  function firstEmpty(n, path) {
    path = path || [];
    if (!n) return { path: path.slice(), part: 'whole' };
    var a = args(n);
    for (var i = 0; i < a.length; i++) {
      if (n.piece === 'compare' && i === 1 && !n.op) return { path: path.slice(), part: 'op' };
      path.push(i);
      var found = firstEmpty(a[i], path);
      path.pop();
      if (found) return found;
    }
    if (n.piece === 'is' && !n.prop) return { path: path.slice(), part: 'prop' };
    if (n.piece === 'set' && n.open) return { path: path.slice(), part: 'add' };
    return null;
  }
  function countEmpty(n) {
    if (!n) return 1;
    var c = 0, a = args(n);
    for (var i = 0; i < a.length; i++) c += countEmpty(a[i]);
    if ((n.piece === 'compare' && !n.op) || (n.piece === 'is' && !n.prop) || (n.piece === 'set' && n.open)) c++;
    return c;
  }
  function at(root, path) {
    var n = root;
    for (var i = 0; i < path.length; i++) n = args(n)[path[i]];
    return n;
  }
  function slotAt(root, path) {
    var n = root, s = TRUTH;
    for (var i = 0; i < path.length; i++) {
      s = childSlots(n, s)[path[i]];
      n = args(n)[path[i]];
    }
    return s;
  }
  function fitsItem(item, s) {
    if (item.kind === 'piece') return accepts(s, item.template);
    if (item.kind === 'typeNumber') return s.kind !== 'collection' && has(s.types, 'INT');
    if (item.kind === 'typeBack') return s.kind !== 'collection' && has(s.types, 'CARD');
    return false;
  }
  function offered(root, place) {
    data();
    var n = at(root, place.path), s = slotAt(root, place.path);
    return PALETTE.filter(function (item) {
      switch (place.part) {
        case 'whole': return fitsItem(item, s);
        case 'add': return item.kind === 'setDone' || fitsItem(item, slot(s.types, 'member'));
        case 'prop': return item.kind === 'property' && (typeOf(args(n)[0]) !== 'INT' || has(['even', 'odd', 'prime'], item.prop));
        case 'op':
          var l = typeOf(args(n)[0]), r = typeOf(args(n)[1]);
          var unordered = (l && l !== 'INT') || (r && r !== 'INT');
          return item.kind === 'comparison' && (!unordered || item.op === '==' || item.op === '!=');
      }
      return false;
    });
  }
  function copy(x) { return x === null || x === undefined ? null : JSON.parse(JSON.stringify(x)); }
  // The tree with a place filled (a copy: the undo list keeps the old one).
  function fill(root, place, piece, prop, op, close) {
    var tree = copy(root);
    if (place.path.length === 0 && place.part === 'whole') return copy(piece);
    var parent = at(tree, place.path.slice(0, -1)), n = at(tree, place.path);
    switch (place.part) {
      case 'whole': parent.args[place.path[place.path.length - 1]] = copy(piece); break;
      case 'prop': n.prop = prop; break;
      case 'op': n.op = op; break;
      case 'add':
        if (close) { n.open = false; break; }
        n.args = n.args || [];
        n.args.push(copy(piece));
        n.open = true;
        break;
    }
    return tree;
  }
  // The tree without the piece at a place: a piece's place is emptied, a set's member taken out; a
  // property or comparison takes its whole piece with it.
  function removeAt(root, place) {
    var tree = copy(root), path = place.path;
    if (path.length === 0) return null;
    var parent = at(tree, path.slice(0, -1)), i = path[path.length - 1];
    if (parent.piece === 'set' && place.part === 'whole') parent.args.splice(i, 1);
    else parent.args[i] = null;
    return tree;
  }

  // ---- The rule text of a finished tree: the canonical form (as eleusis.rules.text.Canonical writes it).
  var LETTERS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
  function prec(n) {
    switch (n.piece) {
      case 'if': return 0;
      case 'or': return 1;
      case 'and': return 2;
      case 'not': return 3;
      case 'compare': case 'in': case 'is': return 4;
      case 'arith': return n.op === '+' || n.op === '-' ? 5 : 6;
      case 'negate': return 7;
    }
    return 8;
  }
  function wrap(n, need) { var s = text(n); return prec(n) < need ? '(' + s + ')' : s; }
  function text(n) {
    var a = args(n);
    switch (n.piece) {
      case 'number': return n.letter ? LETTERS[n.value] : String(n.value);
      case 'bool': return n.value ? 'true' : 'false';
      case 'suitName': return n.suit;
      case 'colourName': return n.colour;
      case 'card': return n.back === 0 ? 'card' : n.back === 1 ? 'last' : 'last(' + n.back + ')';
      case 'rank': case 'suit': return text(a[0]) + '.' + n.piece;
      case 'colour': return text(a[0]) + '.color';
      case 'position': return 'position';
      case 'abs': return 'abs(' + text(a[0]) + ')';
      case 'negate': return '-' + wrap(a[0], 7);
      case 'arith': var p = prec(n); return wrap(a[0], p) + ' ' + n.op + ' ' + wrap(a[1], p + 1);
      case 'compare': return wrap(a[0], 5) + ' ' + n.op + ' ' + wrap(a[1], 5);
      case 'in':
        var el = function (m) { return m.piece === 'range' ? wrap(args(m)[0], 5) + '..' + wrap(args(m)[1], 5) : wrap(m, 5); };
        return wrap(a[0], 5) + (n.not ? ' not in ' : ' in ')
          + (a[1].piece === 'range' ? el(a[1]) : '{' + args(a[1]).map(el).join(', ') + '}');
      case 'is': return wrap(a[0], 5) + (n.not ? ' is not ' : ' is ') + n.prop;
      case 'not': return 'not ' + wrap(a[0], 3);
      case 'and': return wrap(a[0], 2) + ' and ' + wrap(a[1], 3);
      case 'or': return wrap(a[0], 1) + ' or ' + wrap(a[1], 2);
      case 'if':
        var cond = a[0].piece === 'if' ? '(' + text(a[0]) + ')' : text(a[0]);
        var then = a[1].piece === 'if' ? '(' + text(a[1]) + ')' : text(a[1]);
        return 'if ' + cond + ' then ' + then + (a.length > 2 ? ' else ' + text(a[2]) : '');
    }
    throw new Error('no rule text for ' + n.piece);
  }

  // ---- Drawing. A piece is a box of words and places; in the builder the words are buttons that choose
  // the piece, and the places (filled or empty) are pieces or buttons of their own.
  function el(tag, cls, txt) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (txt !== undefined && txt !== null) e.textContent = txt;
    return e;
  }
  // A pattern's parts: text between the {0}, {1}... of a translated pattern, and the places it names.
  function pattern(p) {
    var out = [], re = /\{(\d+)\}/g, last = 0, m;
    while ((m = re.exec(p))) {
      if (m.index > last) out.push({ text: p.slice(last, m.index).trim() });
      out.push({ ref: +m[1] });
      last = re.lastIndex;
    }
    if (last < p.length) out.push({ text: p.slice(last).trim() });
    return out.filter(function (x) { return x.ref !== undefined || x.text; });
  }
  // Spanish, French and Italian join a preposition and an article ("de el" is "del"): where a piece's
  // word ends with one and the next place starts with the other, the word takes both.
  var JOINS = {
    es: [['de', 'el ', 'del'], ['a', 'el ', 'al']],
    fr: [['de', 'le ', 'du'], ['à', 'le ', 'au'], ['de', 'les ', 'des'], ['à', 'les ', 'aux']],
    it: [['di', 'il ', 'del'], ['di', 'lo ', 'dello'], ['di', 'la ', 'della'], ['di', 'l’', 'dell’'], ['di', 'i ', 'dei'],
      ['di', 'gli ', 'degli'], ['di', 'le ', 'delle'], ['a', 'il ', 'al'], ['a', 'lo ', 'allo'], ['a', 'la ', 'alla'],
      ['a', 'l’', 'all’'], ['a', 'i ', 'ai'], ['a', 'le ', 'alle'], ['da', 'il ', 'dal'], ['da', 'lo ', 'dallo'],
      ['da', 'la ', 'dalla'], ['da', 'l’', 'dall’'], ['da', 'i ', 'dai'], ['da', 'le ', 'dalle']]
  };
  function join(wordEl, next) {
    var rules = JOINS[lang()];
    if (!rules || !wordEl || !next) return;
    var first = next.classList && next.classList.contains('t') ? next : next.querySelector('.t, .hole');
    if (!first || !first.classList.contains('t')) return;
    var w = wordEl.textContent, f = first.textContent;
    for (var i = 0; i < rules.length; i++) {
      var r = rules[i], ends = w === r[0] || w.slice(-(r[0].length + 1)) === ' ' + r[0];
      if (!ends || f.slice(0, r[1].length).toLowerCase() !== r[1]) continue;
      var before = w.slice(0, w.length - r[0].length).trim(), rest = f.slice(r[1].length);
      if (before) { // "el resto de" + "el valor…": "el resto" + "del valor…"
        wordEl.textContent = before;
        first.textContent = r[2] + (r[2].slice(-1) === '’' ? '' : ' ') + rest;
      } else { // a word that is only the preposition takes the article: "de" + "el valor…": "del" + "valor…"
        wordEl.textContent = r[2];
        first.textContent = rest;
      }
      return;
    }
  }

  // One drawing of a tree: read-only (render), a palette item, or the builder's rule with its buttons.
  function Drawing(mode, current, choose) {
    this.mode = mode; // 'read', 'say' (empty places as …), 'item' (in the palette) or 'edit'
    this.current = current ? key(current) : null;
    this.choose = choose;
  }
  Drawing.prototype.word = function (txt, place, blockText) {
    if (this.mode !== 'edit') return el('span', 'w', null).appendChild(el('span', 't', txt)).parentNode;
    var b = el('button', 'w');
    b.type = 'button';
    b.appendChild(el('span', 't', txt));
    b.setAttribute('data-place', key(place));
    this.hook(b, place);
    return b;
  };
  Drawing.prototype.hook = function (b, place) {
    var self = this;
    if (key(place) === this.current) { b.classList.add('current'); b.setAttribute('aria-current', 'true'); }
    b.addEventListener('click', function () { self.choose(place); });
  };
  Drawing.prototype.hole = function (kind, place) {
    var label = this.mode === 'say' ? '…' : words().holes[kind];
    if (this.mode !== 'edit') return el('span', 'hole', label);
    var b = el('button', 'hole');
    b.type = 'button';
    b.appendChild(el('span', 'sr-only', words().empty + ' '));
    b.appendChild(document.createTextNode(label));
    b.setAttribute('data-place', key(place));
    this.hook(b, place);
    return b;
  };
  Drawing.prototype.leaf = function (n, place, extra) {
    var txt = leafText(n);
    var e = this.mode === 'edit' ? el('button', 'leaf') : el('span', 'leaf');
    if (this.mode === 'edit') { e.type = 'button'; e.setAttribute('data-place', key(place)); this.hook(e, place); }
    e.appendChild(el('span', 't', txt));
    if (extra) e.appendChild(el('span', 'sr-only', ' ' + extra));
    e.classList.add('p-' + n.piece);
    if (n.piece === 'suitName' && (n.suit === 'hearts' || n.suit === 'diamonds')) e.classList.add('red-suit');
    if (n.piece === 'colourName' && n.colour === 'red') e.classList.add('red-suit');
    return e;
  };
  function leafText(n) {
    var w = words();
    switch (n.piece) {
      case 'card': return n.back === 0 ? w.card0 : n.back === 1 ? w.card1 : n.back === 2 ? w.card2 : w.cardN.replace('{0}', n.back);
      case 'number': return n.letter ? w.letters[n.value] : String(n.value);
      case 'bool': return n.value ? w.always : w.never;
      case 'position': return w.position;
      case 'suitName': return SUIT_SIGNS[n.suit] + ' ' + w.suits[n.suit];
      case 'colourName': return w.colours[n.colour];
    }
    return n.piece;
  }
  function propText(n) {
    var w = words(), onNumber = typeOf(args(n)[0]) === 'INT';
    if (onNumber && w.numberProps[n.prop]) return w.numberProps[n.prop];
    return (SUIT_SIGNS[n.prop] ? SUIT_SIGNS[n.prop] + ' ' : '') + w.props[n.prop];
  }
  function opText(n) {
    var w = words(), t = typeOf(args(n)[0]) || typeOf(args(n)[1]);
    if (t === 'CARD') return w.sameCard[n.op];
    if (t === 'SUIT' || t === 'COLOR') return w.same[n.op];
    return w.ops[n.op];
  }
  function child(place, i) { return { path: place.path.concat([i]), part: 'whole' }; }

  // Draws a node in its slot at a place; returns its element.
  Drawing.prototype.node = function (n, s, place) {
    if (!n) return this.hole(holeKind(s), place);
    var w = words(), self = this, a = args(n), slots = childSlots(n, s);
    var box = el('span', 'blk blk-' + n.piece);
    var parts = null; // [{text}|{ref: node drawing function}]
    function sub(i, p) { return function () { return self.node(a[i], slots[i], p || child(place, i)); }; }
    function grand(i, j) {
      var p = child(place, i), inner = a[i], innerSlots = childSlots(inner, slots[i]);
      return function () { return self.node(args(inner)[j], innerSlots[j], child(p, j)); };
    }
    function lit(kind) {
      return function () {
        var lp = { path: place.path, part: kind };
        var value = kind === 'prop' ? n.prop : n.op;
        if (!value) return self.hole(kind, lp);
        var txt = kind === 'prop' ? propText(n) : opText(n);
        var e = self.mode === 'edit' ? el('button', 'lit') : el('span', 'lit');
        e.appendChild(el('span', 't', txt));
        if (self.mode === 'edit') { e.type = 'button'; e.setAttribute('data-place', key(lp)); self.hook(e, lp); }
        return e;
      };
    }
    switch (n.piece) {
      case 'card': case 'number': case 'bool': case 'position': case 'suitName': case 'colourName':
        return this.leaf(n, place, n.piece === 'number' && n.letter ? '(' + w.rankNames[n.value] + ', ' + n.value + ')' : null);
      case 'if': return this.ifRows(n, s, place);
      case 'set': return this.set(n, s, place);
      case 'is': parts = [n.not ? w.isNot : w.is, [sub(0), lit('prop')]]; break;
      case 'compare': parts = ['{0} {1} {2}', [sub(0), lit('op'), sub(1)]]; break;
      case 'in':
        var c = a[1];
        if (c && c.piece === 'range') parts = [n.not ? w.notBetween : w.between, [sub(0), grand(1, 0), grand(1, 1)]];
        else parts = [c ? (n.not ? w.notOneOf : w.oneOf) : (n.not ? w.notInHole : w.inHole), [sub(0), sub(1)]];
        break;
      case 'range': parts = [w.range, [sub(0), sub(1)]]; break;
      case 'and': parts = [w.and, [sub(0), sub(1)]]; break;
      case 'or': parts = [w.or, [sub(0), sub(1)]]; break;
      case 'not': parts = [w.not, [sub(0)]]; break;
      case 'rank': parts = [w.rank, [sub(0)]]; break;
      case 'suit': parts = [w.suit, [sub(0)]]; break;
      case 'colour': parts = [w.colour, [sub(0)]]; break;
      case 'arith': parts = [n.op === 'mod' ? w.mod : '{0} ' + ARITH_SIGNS[n.op] + ' {1}', [sub(0), sub(1)]]; break;
      case 'abs':
        if (a[0] && a[0].piece === 'arith' && a[0].op === '-') parts = [w.distance, [grand(0, 0), grand(0, 1)]];
        else parts = [w.abs, [sub(0)]];
        break;
      case 'negate': parts = [w.negate, [sub(0)]]; break;
      default: return el('span', 'blk', n.piece);
    }
    var lastWord = null;
    pattern(parts[0]).forEach(function (part) {
      if (part.text) {
        lastWord = self.word(part.text, place);
        box.appendChild(lastWord);
      } else {
        var e = parts[1][part.ref]();
        if (lastWord) join(lastWord.querySelector('.t'), e);
        box.appendChild(e);
        lastWord = e.classList.contains('lit') ? e : null; // "es distinto de" + "el color…": "es distinto" + "del color…"
      }
    });
    this.hint(box);
    return box;
  };
  // The rows of an if: "if …", "then …", "otherwise …", an if in the otherwise place continuing the rows.
  Drawing.prototype.ifRows = function (n, s, place) {
    var w = words(), box = el('span', 'blk blk-if');
    var self = this, node = n, p = place, first = true;
    while (true) {
      var a = args(node), slots = childSlots(node, TRUTH);
      box.appendChild(this.row(first ? w.ifWord : w.otherwiseIf, p, this.node(a[0], slots[0], child(p, 0))));
      box.appendChild(this.row(w.thenWord, p, this.node(a[1], slots[1], child(p, 1))));
      if (a.length < 3) break;
      if (a[2] && a[2].piece === 'if') { node = a[2]; p = child(p, 2); first = false; continue; }
      box.appendChild(this.row(w.otherwise, p, this.node(a[2], slots[2], child(p, 2))));
      break;
    }
    self.hint(box);
    return box;
  };
  Drawing.prototype.row = function (word, place, content) {
    var r = el('span', 'row');
    var wEl = this.word(word, place);
    r.appendChild(wEl);
    join(wEl.querySelector('.t'), content);
    r.appendChild(content);
    return r;
  };
  Drawing.prototype.set = function (n, s, place) {
    var box = el('span', 'blk blk-set'), a = args(n), self = this, slots = childSlots(n, s);
    box.appendChild(this.word('{', place));
    a.forEach(function (m, i) {
      if (i > 0) box.appendChild(el('span', 'comma', ','));
      box.appendChild(self.node(m, slots[i], child(place, i)));
    });
    if (this.mode === 'edit' || n.open) {
      var ap = { path: place.path, part: 'add' };
      var add = this.hole('member', ap);
      add.classList.add('add');
      box.appendChild(add);
    }
    box.appendChild(this.word('}', place));
    this.hint(box);
    return box;
  };
  // In the builder, each word of a piece says which piece it chooses, for those who hear the page.
  Drawing.prototype.hint = function (box) {
    if (this.mode !== 'edit') return;
    var said = visible(box), hint = words().handleHint.replace('{0}', said);
    Array.prototype.forEach.call(box.children, function (c) {
      var ws = c.classList.contains('row') ? c.querySelectorAll(':scope > .w') : c.classList.contains('w') ? [c] : [];
      Array.prototype.forEach.call(ws, function (wEl) {
        if (!wEl.querySelector('.hint')) wEl.appendChild(el('span', 'sr-only hint', ' ' + hint));
      });
    });
  };
  function visible(node) {
    var out = [];
    (function walk(e) {
      Array.prototype.forEach.call(e.childNodes, function (c) {
        if (c.nodeType === 3) out.push(c.textContent);
        else if (c.nodeType === 1 && !c.classList.contains('sr-only')) walk(c);
      });
    })(node);
    return out.join(' ').replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
  }

  function draw(tree, mode, current, choose) {
    var d = new Drawing(mode, current, choose);
    return d.node(tree, TRUTH, { path: [], part: 'whole' });
  }

  // ---- Read-only drawing, for a revealed rule.
  function render(target, blocks) {
    if (!target) return false;
    var tree = blocks;
    if (typeof blocks === 'string') {
      if (!blocks.trim()) tree = null;
      else { try { tree = JSON.parse(blocks); } catch (e) { tree = null; } }
    }
    target.textContent = '';
    if (!tree || typeof tree !== 'object') return false;
    var box = el('div', 'rule-blocks-drawn');
    box.appendChild(draw(tree, 'read'));
    target.appendChild(box);
    target.classList.add('rule-blocks');
    return true;
  }

  // ---- The builder itself: a sheet over the page (a modal dialog), one per page.
  var state = null, dialog = null, parts = {};
  var DRAFTS = 'eleusis.ruleBuilder.';
  // This page's life: a draft saved in an earlier one (before a reload) is told apart from this one's.
  var PAGE = String(Date.now()) + Math.random();
  // What the builder last wrote in each box: opened again on the same text, it needs no server.
  var written = window.WeakMap ? new WeakMap() : null;

  function button(cls, label, onClick) {
    var b = el('button', cls, label);
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }
  function build() {
    if (dialog) return dialog;
    dialog = el('dialog', 'rule-builder');
    dialog.setAttribute('aria-labelledby', 'rule-builder-title');
    var head = el('div', 'rb-head');
    head.appendChild(el('h2', null, tr('builder.title', 'Build your rule'))).id = 'rule-builder-title';
    head.appendChild(button('rb-close quiet', tr('builder.close', 'Close'), close));
    dialog.appendChild(head);
    parts.status = el('p', 'rb-status');
    parts.status.setAttribute('role', 'status');
    parts.status.setAttribute('aria-live', 'polite');
    dialog.appendChild(parts.status);
    parts.rule = el('div', 'rb-rule');
    parts.rule.setAttribute('role', 'group');
    parts.rule.setAttribute('aria-label', tr('builder.ruleLabel', 'Your rule'));
    dialog.appendChild(parts.rule);
    parts.palette = el('div', 'rb-palette');
    parts.palette.setAttribute('role', 'group');
    parts.palette.setAttribute('aria-labelledby', 'rule-builder-choose');
    dialog.appendChild(parts.palette);
    var foot = el('div', 'rb-actions');
    parts.undo = button('rb-undo quiet', tr('builder.undo', 'Undo'), undo);
    parts.remove = button('rb-remove quiet', tr('builder.remove', 'Remove piece'), remove);
    parts.done = button('rb-done', tr('builder.done', 'Done'), done);
    parts.done.setAttribute('data-item', 'finish');
    foot.appendChild(parts.undo);
    foot.appendChild(parts.remove);
    foot.appendChild(parts.done);
    dialog.appendChild(foot);
    dialog.addEventListener('cancel', function (e) { e.preventDefault(); close(); });
    (document.querySelector('main') || document.body).appendChild(dialog);
    return dialog;
  }

  function say(message) { parts.status.textContent = message || ''; }

  function draftKey(textarea) { return DRAFTS + location.pathname + '#' + textarea.id; }
  function saveDraft() {
    if (!state) return;
    try {
      sessionStorage.setItem(draftKey(state.textarea), JSON.stringify({ base: state.base, tree: state.tree, page: PAGE }));
    } catch (e) { /* private browsing: the draft lives until the page goes */ }
  }
  function readDraft(textarea) {
    try {
      var d = JSON.parse(sessionStorage.getItem(draftKey(textarea)) || 'null');
      // The draft was built on what the box held. A box a reload emptied gets it back too; a box the
      // student emptied on this page opens empty, as they asked.
      return d && (d.base === textarea.value || (!textarea.value.trim() && d.page !== PAGE)) ? d : null;
    } catch (e) { return null; }
  }
  function dropDraft(textarea) { try { sessionStorage.removeItem(draftKey(textarea)); } catch (e) { /* nothing kept */ } }

  function open(textarea) {
    if (!textarea) return;
    build();
    var opener = document.activeElement && document.activeElement !== document.body ? document.activeElement : textarea;
    state = { textarea: textarea, opener: opener, base: textarea.value, tree: null, current: null, undo: [] };
    if (!dialog.open) dialog.showModal();
    var draft = readDraft(textarea), mine = written && written.get(textarea);
    if (mine && mine.text === textarea.value) {
      state.tree = copy(mine.tree);
      show('');
    } else if (draft && draft.tree) {
      state.tree = draft.tree;
      show(tr('builder.draft', 'Your unfinished rule was kept.'));
    } else if (textarea.value.trim()) {
      state.loading = true;
      show(tr('builder.reading', 'Reading your rule…'));
      var asked = state;
      fetch('/api/blocks?lang=' + encodeURIComponent(lang()), {
        method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rule: textarea.value })
      }).then(function (r) { return r.json(); }).then(function (answer) {
        if (state !== asked) return;
        state.loading = false;
        if (answer.blocks) { state.tree = answer.blocks; show(''); }
        else show(tr('builder.startEmpty', '{0} The builder starts empty; your text stays in the box until you press Done.', answer.error || ''));
      }).catch(function () {
        if (state !== asked) return;
        state.loading = false;
        show(tr('builder.offline', 'The server could not be reached, so the builder starts empty. Your text is still in the box.'));
      });
    } else {
      show(tr('builder.intro', 'Tap an empty place, then a piece. Done writes the rule in the box.'));
    }
  }

  var COMPLETE = { path: [], part: 'complete' };
  function show(message) {
    if (!state.loading) state.current = firstEmpty(state.tree) || COMPLETE;
    redraw();
    say(message);
    focusFirst();
  }

  function redraw() {
    var w = words();
    parts.rule.textContent = '';
    parts.palette.textContent = '';
    if (state.loading) return;
    parts.rule.appendChild(draw(state.tree, 'edit', state.current, function (place) {
      state.current = place;
      redraw();
      refocus();
    }));
    var place = state.current, filled = isFilled(place);
    parts.remove.disabled = !filled;
    parts.undo.disabled = state.undo.length === 0;
    var heading = el('h3', 'rb-choose');
    heading.id = 'rule-builder-choose';
    var kind = place.part === 'whole' ? holeKind(slotAt(state.tree, place.path)) : place.part === 'add' ? 'member' : place.part;
    heading.textContent = filled && place.part === 'whole' ? w.choose.replace : w.choose[kind];
    if (!firstEmpty(state.tree) && !filled) heading.textContent = tr('builder.complete', 'The rule is complete. Press Done, or tap a piece to change it.');
    parts.palette.appendChild(heading);
    if (state.entry) { parts.palette.appendChild(entry()); return; }
    if (!firstEmpty(state.tree) && !filled) return;
    var groups = {}, order = [];
    offered(state.tree, place).forEach(function (item) {
      if (!groups[item.group]) { groups[item.group] = []; order.push(item.group); }
      groups[item.group].push(item);
    });
    order.forEach(function (g) {
      var section = el('div', 'rb-group rb-group-' + g);
      if (w.groups[g]) section.appendChild(el('h4', null, w.groups[g]));
      var list = el('div', 'rb-items');
      groups[g].forEach(function (item) { list.appendChild(itemButton(item, place)); });
      section.appendChild(list);
      parts.palette.appendChild(section);
    });
  }

  function isFilled(place) {
    var n = at(state.tree, place.path);
    if (!n) return false;
    if (place.part === 'prop') return !!n.prop;
    if (place.part === 'op') return !!n.op;
    return place.part === 'whole';
  }

  // One item of the palette: its piece drawn with its empty places, a chip, or an entry.
  function itemButton(item, place) {
    var w = words(), b = el('button', 'rb-item rb-' + item.kind);
    b.type = 'button';
    b.setAttribute('data-item', item.id);
    switch (item.kind) {
      case 'piece':
        b.appendChild(draw(item.template, 'item', null, null));
        break;
      case 'property':
        var subject = args(at(state.tree, place.path))[0];
        b.appendChild(el('span', 't', propText({ piece: 'is', prop: item.prop, args: [subject] })));
        if (SUIT_SIGNS[item.prop] && (item.prop === 'hearts' || item.prop === 'diamonds')) b.classList.add('red-suit');
        break;
      case 'comparison':
        var c = at(state.tree, place.path);
        b.appendChild(el('span', 'sign', OP_SIGNS[item.op]));
        b.appendChild(el('span', 't', ' ' + opText({ piece: 'compare', op: item.op, args: args(c) })));
        break;
      case 'typeNumber': b.textContent = w.otherNumber; break;
      case 'typeBack': b.textContent = w.otherBack; break;
      case 'setDone': b.textContent = w.setDone; b.classList.add('rb-set-done'); break;
    }
    b.addEventListener('click', function () { pick(item); });
    return b;
  }

  function remember() {
    state.undo.push({ tree: copy(state.tree), current: state.current });
    if (state.undo.length > 200) state.undo.shift();
  }

  function pick(item) {
    var place = state.current;
    if (item.kind === 'typeNumber' || item.kind === 'typeBack') {
      state.entry = item;
      redraw();
      var input = parts.palette.querySelector('input');
      if (input) input.focus();
      return;
    }
    remember();
    var before = state.tree;
    switch (item.kind) {
      case 'piece':
        var old = place.part === 'whole' ? at(before, place.path) : null;
        state.tree = fill(before, place, wrapping(item, old), null, null, false);
        break;
      case 'property': state.tree = fill(before, place, null, item.prop, null, false); break;
      case 'comparison': state.tree = fill(before, place, null, null, item.op, false); break;
      case 'setDone': state.tree = fill(before, place, null, null, null, true); break;
    }
    moved(place);
  }

  // Choosing "and", "or", "not", "if" or a sum for a filled place keeps what was there as its first part.
  function wrapping(item, old) {
    var t = copy(item.template);
    if (!old || (item.group !== 'logic' && item.group !== 'arith')) return t;
    var hole = firstEmpty(t);
    if (!hole || hole.part !== 'whole' || hole.path.length === 0) return t;
    var inner = at(t, hole.path.slice(0, -1)), s = slotAt(t, hole.path);
    if (s.kind !== 'value' || !has(s.types, typeOf(old))) return t;
    inner.args[hole.path[hole.path.length - 1]] = copy(old);
    return t;
  }

  // After a change: on to the first empty place, and say what was chosen.
  function moved(place) {
    state.entry = null;
    var next = firstEmpty(state.tree);
    state.current = next || COMPLETE;
    saveDraft();
    redraw();
    var chosen = at(state.tree, place.path), said = chosen ? visible(draw(chosen, 'say')) : '';
    say(/[^…\s=≠<>]/.test(said) ? tr('builder.chosen', 'Chosen: {0}', said) : ''); // a piece of empty places alone says nothing
    focusFirst();
  }

  function entry() {
    var item = state.entry, back = item.kind === 'typeBack';
    var box = el('div', 'rb-entry');
    var label = el('label', null, back ? tr('builder.entryBackLabel', 'How many cards back (up to 20)') : tr('builder.entryLabel', 'Type a number'));
    var input = el('input');
    input.type = 'text';
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('autocomplete', 'off');
    input.id = 'rule-builder-entry';
    label.setAttribute('for', input.id);
    var low = 0, high = back ? 20 : 1000000;
    var ok = button('rb-entry-ok', tr('builder.entryOk', 'OK'), function () {
      var v = input.value.trim();
      if (!/^\d{1,7}$/.test(v) || +v < low || +v > high) {
        say(tr('builder.entryBad', 'Type a whole number from {0} to {1}.', low, high));
        input.focus();
        return;
      }
      var place = state.current;
      remember();
      var piece = back ? { piece: 'card', back: +v } : { piece: 'number', value: +v, letter: false };
      state.tree = fill(state.tree, place, piece, null, null, false);
      moved(place);
    });
    ok.setAttribute('data-item', 'entryOk');
    input.addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); ok.click(); } });
    var cancel = button('rb-entry-cancel quiet', tr('builder.cancel', 'Cancel'), function () {
      state.entry = null;
      redraw();
      focusFirst();
    });
    box.appendChild(label);
    box.appendChild(input);
    box.appendChild(ok);
    box.appendChild(cancel);
    return box;
  }

  function undo() {
    var last = state.undo.pop();
    if (!last) return;
    state.tree = last.tree;
    state.current = last.current;
    state.entry = null;
    saveDraft();
    redraw();
    say('');
    focusFirst();
  }

  function remove() {
    var place = state.current;
    if (!isFilled(place)) return;
    remember();
    var owner = place.part === 'whole' ? place : { path: place.path, part: 'whole' };
    var parent = owner.path.length ? at(state.tree, owner.path.slice(0, -1)) : null;
    state.tree = removeAt(state.tree, owner);
    // A member taken out of a set leaves nothing to fill: the set's "add" is next.
    if (parent && parent.piece === 'set') state.current = { path: owner.path.slice(0, -1), part: 'add' };
    else state.current = owner;
    saveDraft();
    redraw();
    say('');
    focusFirst();
  }

  function done() {
    if (state.loading) return;
    var empty = firstEmpty(state.tree);
    if (empty) {
      state.current = empty;
      redraw();
      say(tr('builder.holesLeft', 'Fill the empty places first; the first one is chosen now.'));
      focusFirst();
      return;
    }
    var box = state.textarea, rule = text(state.tree);
    box.value = rule;
    dropDraft(box);
    if (written) written.set(box, { text: rule, tree: copy(state.tree) });
    // A form that offers other ways than a rule in the rule language (a guess in words, a library rule):
    // its data-builder-choose control picks the written rule, which the builder's is.
    var form = box.form, choice = form && form.querySelector('[data-builder-choose]');
    if (choice && choice.type === 'radio' && !choice.checked) {
      choice.checked = true;
      choice.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (choice && choice.tagName === 'SELECT' && choice.value !== choice.getAttribute('data-builder-choose')) {
      choice.value = choice.getAttribute('data-builder-choose');
      choice.dispatchEvent(new Event('change', { bubbles: true }));
    }
    box.dispatchEvent(new Event('input', { bubbles: true }));
    finish();
    back();
  }

  function close() {
    if (state && !state.loading) saveDraft();
    finish();
    back();
  }

  // Focus goes back where the builder was opened from (not into the box: on a phone that would open
  // the keyboard over the rule just built).
  function back() {
    var to = state && state.opener && document.contains(state.opener) ? state.opener : state && state.textarea;
    if (to) to.focus({ preventScroll: false });
  }

  function finish() {
    if (dialog && dialog.open) dialog.close();
  }

  function focusFirst() {
    parts.palette.scrollTop = 0;
    var here = parts.rule.querySelector('.current');
    if (here) here.scrollIntoView({ block: 'nearest' });
    var target = state.entry ? parts.palette.querySelector('input')
      : parts.palette.querySelector('.rb-item') || parts.done;
    if (target) target.focus({ preventScroll: true });
  }
  function refocus() {
    var b = parts.rule.querySelector('[data-place="' + key(state.current) + '"]');
    if (b) b.focus({ preventScroll: true });
  }

  // ---- The page's rule boxes.
  function attach(textarea) {
    if (textarea.getAttribute('data-builder-ready') || !textarea.id) return;
    textarea.setAttribute('data-builder-ready', 'true');
    var b = el('button', 'builder-open quiet', tr('builder.open', 'Build with pieces'));
    b.type = 'button';
    b.setAttribute('data-builder-for', textarea.id);
    // Beside the box; data-builder="after-form" puts it after the box's form (a form whose one button is its own).
    var after = textarea.getAttribute('data-builder') === 'after-form' && textarea.form ? textarea.form : textarea;
    after.insertAdjacentElement('afterend', b);
  }
  function scan(root) {
    Array.prototype.forEach.call((root || document).querySelectorAll('textarea[data-builder]'), attach);
    Array.prototype.forEach.call((root || document).querySelectorAll('[data-blocks]'), function (e) {
      if (!e.getAttribute('data-blocks-drawn') && e.getAttribute('data-blocks')) {
        e.setAttribute('data-blocks-drawn', 'true');
        render(e, e.getAttribute('data-blocks'));
      }
    });
  }
  document.addEventListener('click', function (e) {
    var opener = e.target.closest && e.target.closest('[data-builder-for]');
    if (!opener) return;
    var box = document.getElementById(opener.getAttribute('data-builder-for'));
    if (box) { e.preventDefault(); open(box); }
  });

  window.RuleBuilder = {
    open: open,
    render: render,
    /** The rule text of a tree of pieces (the JSON form), as the builder writes it. */
    text: function (tree) { return text(typeof tree === 'string' ? JSON.parse(tree) : tree); },
    /** How many places are still empty in a tree. */
    empty: countEmpty
  };

  function start() {
    scan(document);
    if (window.MutationObserver) {
      new MutationObserver(function (changes) {
        changes.forEach(function (c) {
          Array.prototype.forEach.call(c.addedNodes, function (n) { if (n.nodeType === 1 && !n.closest('dialog.rule-builder')) scan(n.parentNode || n); });
        });
      }).observe(document.body, { childList: true, subtree: true });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
