// How the page names cards to its reader, in the page's language: short in messages and lines of cards
// (EleusisCards.name('QD') is "D♦" on a French page, "Q♦" on an English one), in words for an image's
// alternative text (EleusisCards.words('QD'): "dame de carreau"), and the face drawn in that language
// (EleusisCards.face('QD'): "/cards/QD.svg?lang=fr", whose corner says D). Cards travel in the card
// notation ("QD", "10H"), which is also what a student types; only what is shown is named here.
// The words are the bundles' cards.* (the layout puts them on this script's tag); the English below is
// the English bundle's own, for a page that gives none. Java names cards the same way (Texts.cards()).
window.EleusisCards = (function () {
  var script = document.currentScript;
  var given = {};
  try { given = JSON.parse((script && script.getAttribute('data-texts')) || '{}'); } catch (e) { given = {}; }
  var ENGLISH = {
    'cards.rank.1': 'A', 'cards.rank.11': 'J', 'cards.rank.12': 'Q', 'cards.rank.13': 'K',
    'cards.rankWord.1': 'ace', 'cards.rankWord.11': 'jack', 'cards.rankWord.12': 'queen', 'cards.rankWord.13': 'king',
    'cards.suitWord.S': 'spades', 'cards.suitWord.H': 'hearts', 'cards.suitWord.D': 'diamonds', 'cards.suitWord.C': 'clubs',
    'cards.words': '{0} of {1}'
  };
  var SIGNS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  var RANKS = { A: 1, J: 11, Q: 12, K: 13 };

  function word(key) {
    return Object.prototype.hasOwnProperty.call(given, key) ? given[key] : ENGLISH[key];
  }

  // The page's language, for the faces: <html lang>, English when it says nothing we draw.
  function lang() {
    var l = (document.documentElement.getAttribute('lang') || 'en').toLowerCase().split('-')[0];
    return /^(en|es|fr|it)$/.test(l) ? l : 'en';
  }

  // "QD" -> { rank: 12, suit: 'D' }; null for what is not a card (as the server's card notation reads it).
  function parse(code) {
    var m = /^\s*(10|[2-9]|[AJQK1])([SHDC])\s*$/i.exec(String(code === undefined || code === null ? '' : code));
    if (!m) return null;
    var r = m[1].toUpperCase();
    return { rank: RANKS[r] || (r === '1' ? 1 : Number(r)), suit: m[2].toUpperCase() };
  }

  // A rank as this language's decks print it: 12 -> "D" in French, "Q" in English; 7 -> "7".
  function rank(n) {
    n = Number(n);
    return n === 1 || n >= 11 ? word('cards.rank.' + n) : String(n);
  }

  // "D♦"; text that is not a card stays as it came.
  function name(code) {
    var c = parse(code);
    return c ? rank(c.rank) + SIGNS[c.suit] : String(code === undefined || code === null ? '' : code);
  }

  // "dame de carreau", for alt and aria-label.
  function words(code) {
    var c = parse(code);
    if (!c) return String(code === undefined || code === null ? '' : code);
    var r = c.rank === 1 || c.rank >= 11 ? word('cards.rankWord.' + c.rank) : String(c.rank);
    return word('cards.words').split('{0}').join(r).split('{1}').join(word('cards.suitWord.' + c.suit));
  }

  // Cards in the card notation, a list or a line ("5H QD"), named: "5♥ D♦".
  function line(codes) {
    var list = Array.isArray(codes) ? codes : String(codes === undefined || codes === null ? '' : codes).trim().split(/\s+/);
    return list.filter(function (c) { return c !== ''; }).map(name).join(' ');
  }

  // The address of a card's face in the page's language, in four colours when this device asked for
  // them (the table's setting, kept in localStorage); the same address always draws the same face.
  function face(code, fourColours) {
    var four = fourColours === undefined ? fourColoursHere() : !!fourColours;
    var query = [];
    if (lang() !== 'en') query.push('lang=' + lang());
    if (four) query.push('colours=4');
    return '/cards/' + encodeURIComponent(String(code)) + '.svg' + (query.length ? '?' + query.join('&') : '');
  }

  function fourColoursHere() {
    try { return localStorage.getItem('eleusis.fourColours') === '1'; } catch (e) { return false; }
  }

  // A suit's sign, by its letter: 'H' -> "♥".
  function sign(letter) { return SIGNS[String(letter).toUpperCase()] || ''; }

  // A suit in words, by its letter: 'D' -> "carreau".
  function suitWord(letter) { return word('cards.suitWord.' + String(letter).toUpperCase()) || String(letter); }

  return { name: name, words: words, line: line, face: face, rank: rank, sign: sign, suitWord: suitWord, parse: parse };
})();
