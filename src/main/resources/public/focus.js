// Keeps a keyboard or screen-reader user's place when a live table redraws itself (issue 12, part 7).
// table.js and board.js redraw the hand, the moves and the notebook from every view the server sends;
// without this the control that was just pressed vanishes and the focus falls to the top of the page.
// EleusisFocus.keep(root, redraw) runs redraw() and then, if the focus was in root and got lost, puts it
// back: on the same control if it is still there (same id, data-id, or label), else, for a card, on the
// card now at its place in the same box (the next card of the hand), else on the verdict (#message, the
// live region that says what just happened). A focus that is still on something usable is left alone.
// A plain script, loaded before table.js or board.js.
window.EleusisFocus = (function () {
  var CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';
  var last = null; // the place of the control focused last, taken when it got the focus

  function usable(el) {
    return !!el && el.isConnected && !el.disabled && !el.closest('[hidden], [inert]') && el.getClientRects().length > 0;
  }

  // Who a control is, in words that survive a redraw: its id, its data-id (a card), else its label.
  function key(el) {
    if (el.id) return '#' + el.id;
    if (el.getAttribute('data-id')) return 'data-id:' + el.getAttribute('data-id');
    return el.tagName + ':' + (el.getAttribute('aria-label') || el.textContent || '').trim();
  }

  // A card of a hand or a row (the scripts mark them with data-id or data-card).
  function card(el) {
    return el.hasAttribute('data-id') || el.hasAttribute('data-card');
  }

  // Where a control is: its key, the nearest box with an id around it, and (a card) its rank among that box's cards.
  function place(el) {
    var box = el.parentElement && el.parentElement.closest('[id]');
    if (!box) return null;
    var cards = Array.prototype.filter.call(box.querySelectorAll(CONTROLS), card);
    return { el: el, key: key(el), box: box.id, card: card(el), index: cards.indexOf(el) };
  }

  document.addEventListener('focusin', function (e) {
    if (e.target && e.target.closest && e.target !== document.body) last = place(e.target);
  });

  function verdict(root) {
    var box = root.querySelector('#message');
    if (!box) return null;
    if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1');
    return box;
  }

  function restore(root, from) {
    var box = document.getElementById(from.box);
    var controls = box && root.contains(box)
      ? Array.prototype.filter.call(box.querySelectorAll(CONTROLS), usable) : [];
    var same = controls.filter(function (c) { return key(c) === from.key; })[0];
    // A card that went (played) hands the focus to the card now at its place; a button that went (its
    // move is over) hands it to the verdict: never to another move, which a second Enter would make.
    var cards = from.card ? controls.filter(card) : [];
    var successor = cards[Math.min(Math.max(from.index, 0), cards.length - 1)];
    var target = same || successor || verdict(root);
    if (target) target.focus();
  }

  function keep(root, redraw) {
    var active = document.activeElement;
    var from = null;
    if (active && active !== document.body && root.contains(active)) {
      from = place(active);
    } else if ((!active || active === document.body) && last && root.contains(document.getElementById(last.box))
        && !usable(last.el)) {
      from = last; // pressed, then disabled or taken away before this redraw: the focus was lost, not moved
    }
    if (!from) last = null; // the student put the focus elsewhere (or nowhere): a later redraw must not take it back
    redraw();
    if (!from) return;
    var now = document.activeElement;
    if (now && now !== document.body && usable(now) && root.contains(now)) return;
    restore(root, from);
  }

  return { keep: keep };
})();
