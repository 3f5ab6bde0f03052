// What keeps a student's first screen usable on a phone (issue 24, part 4), for the live table
// (table.js) and solo practice. A plain script: it defines window.EleusisPhone and wires, once the
// page is read, what the page holds of these:
// - a mainline strip (.mainline.strip): one row of cards, kept scrolled to the newest card unless the
//   reader scrolled back to look; its toggle (aria-controls naming the strip) lays the whole line out
//   and back. The strip is a list a screen reader reads whole, and a keyboard scrolls it (tabindex=0).
// - shortcuts to a rule box ([data-builder-for="<textarea id>"]): builder.js opens its rule builder for
//   them; should nothing take the focus (no builder on the page), the box is brought into view and
//   focused, so that the shortcut is useful on its own.
// - a sticky bar (.table .bar): whatever scrolls into view (focus, a link to a box) stops below it.
window.EleusisPhone = (function () {
  var AT_END = 8; // px from the strip's end that still count as at its end

  function atEnd(line) {
    return line.scrollLeft + line.clientWidth >= line.scrollWidth - AT_END;
  }

  function toggleOf(line) {
    return document.querySelector('[aria-controls="' + line.id + '"]');
  }

  // Shows the toggle only when it has something to show: cards out of sight, or refused plays the
  // strip folds away; and says what pressing it does.
  function label(line) {
    var toggle = toggleOf(line);
    if (!toggle) return;
    var whole = line.classList.contains('whole');
    toggle.setAttribute('aria-expanded', whole ? 'true' : 'false');
    toggle.textContent = whole ? toggle.getAttribute('data-last') : (toggle.getAttribute('data-whole') || toggle.textContent);
    var hidden = line.scrollWidth > line.clientWidth + 1 || !!line.querySelector('.earlier');
    toggle.hidden = !whole && !hidden;
  }

  // After a redraw of the strip: the newest card stays in sight unless the reader is looking back.
  function settle(line) {
    if (!line) return;
    if (!line.hasAttribute('data-wired')) wire(line);
    if (!line.classList.contains('whole') && line.getAttribute('data-looking-back') !== 'true') {
      line.scrollLeft = line.scrollWidth;
    }
    label(line);
  }

  function wire(line) {
    line.setAttribute('data-wired', '');
    line.addEventListener('scroll', function () {
      line.setAttribute('data-looking-back', atEnd(line) ? 'false' : 'true');
    }, { passive: true });
    var toggle = toggleOf(line);
    if (toggle) {
      toggle.addEventListener('click', function () {
        line.classList.toggle('whole');
        line.setAttribute('data-looking-back', 'false');
        settle(line);
      });
    }
    window.addEventListener('resize', function () { settle(line); });
  }

  // A shortcut's box: scrolled into view below the sticky bar and focused, unless a builder (or
  // anything else) took the focus from the shortcut in the meantime.
  function reach(control) {
    var box = document.getElementById(control.getAttribute('data-builder-for'));
    if (!box) return;
    setTimeout(function () {
      var now = document.activeElement;
      if (now && now !== control && now !== document.body) return;
      var section = box.closest('section') || box;
      section.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
      box.focus({ preventScroll: true });
    }, 0);
  }

  function reducedMotion() {
    return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  // Whatever the browser scrolls into view (a focused control, a linked box) stops below the sticky bar.
  function clearOfBar() {
    var bar = document.querySelector('.table .bar');
    if (!bar || getComputedStyle(bar).position !== 'sticky') return;
    var set = function () {
      document.documentElement.style.scrollPaddingTop = (bar.offsetHeight + 8) + 'px';
    };
    set();
    if (window.ResizeObserver) new ResizeObserver(set).observe(bar);
  }

  function start() {
    document.querySelectorAll('.mainline.strip[id]').forEach(settle);
    // A legend folded on a phone is open on a wider screen, where it has room.
    if (window.matchMedia) {
      var wide = window.matchMedia('(min-width: 40rem)');
      var fit = function () {
        document.querySelectorAll('details[data-open-wide]').forEach(function (d) { d.open = wide.matches; });
      };
      fit();
      if (wide.addEventListener) wide.addEventListener('change', fit);
    }
    clearOfBar();
  }

  document.addEventListener('click', function (e) {
    var control = e.target.closest && e.target.closest('[data-builder-for]');
    if (control && !e.defaultPrevented) reach(control);
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();

  return { settle: settle };
})();
