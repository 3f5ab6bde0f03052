// The debrief's replay: steps through a round (first, back, forward, last, a slider to jump, the
// arrow keys), drawing the layout as it stood after each step, what happened, and how many candidate
// rules were still standing. The steps come from the server in the section's data-steps, already cut
// to what this viewer may see. Without this script the page still lists every step as text.
(function () {
  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function fourColours() { return localStorage.getItem('eleusis.fourColours') === '1'; }

  // A card's face and words in the page's language (cards.js): a French queen is D, "dame de carreau".
  function cardImage(code, marker) {
    var box = el('span', 'card' + (marker ? ' marker-' + marker : ''));
    var img = el('img');
    img.src = window.EleusisCards.face(code, fourColours());
    img.alt = window.EleusisCards.words(code);
    img.width = 60;
    box.appendChild(img);
    return box;
  }

  // The mainline and the refused plays under each card, as the live table draws them.
  function drawLayout(into, layout) {
    into.innerHTML = '';
    (layout.mainline || []).forEach(function (c, i) {
      var slot = el('div', 'slot');
      slot.setAttribute('role', 'listitem');
      slot.appendChild(cardImage(c.card, c.marker));
      (layout.sidelines || []).filter(function (s) { return s.under === i; }).forEach(function (s) {
        s.plays.forEach(function (play) {
          var side = el('div', 'sideline');
          play.forEach(function (code) { side.appendChild(cardImage(code)); });
          slot.appendChild(side);
        });
      });
      into.appendChild(slot);
    });
  }

  // An extra mode's board, drawn by its own script (the board.js plugin contract) from the spectator's view.
  function boardUi(section) {
    var tr = EleusisTexts(section, 'data-board-texts');
    var ui = {
      mode: 'projector', tr: tr, el: el, names: {}, view: null, paused: false,
      say: function () {},
      who: function (seat) {
        if (seat === null || seat === undefined) return tr('board.nobody', 'nobody');
        return ui.names[seat] ? ui.names[seat] : tr('board.computer', 'computer {0}', Number(seat) + 1);
      },
      act: function () { return false; },
      button: function (label) { var b = el('button', '', label); b.type = 'button'; b.disabled = true; return b; },
      legal: function () { return []; },
      playingCard: function (notation, alt) {
        var img = el('img', 'face');
        img.src = window.EleusisCards.face(notation, false);
        img.alt = alt || window.EleusisCards.words(notation);
        img.width = 60;
        return img;
      }
    };
    return ui;
  }

  function EleusisTexts(root, attribute) {
    var given = {};
    try { given = JSON.parse(root.getAttribute(attribute) || '{}'); } catch (e) { given = {}; }
    return function (key, english) {
      var s = Object.prototype.hasOwnProperty.call(given, key) ? given[key] : english;
      var args = Array.prototype.slice.call(arguments, 2);
      for (var i = 0; i < args.length; i++) s = s.split('{' + i + '}').join(String(args[i]));
      return s;
    };
  }

  function setUp(section) {
    var steps;
    try { steps = JSON.parse(section.getAttribute('data-steps') || '[]'); } catch (e) { steps = []; }
    if (!steps.length) return;
    var tr = EleusisTexts(section, 'data-texts');
    var ruleGame = section.getAttribute('data-rule-game') === 'true';
    var game = section.getAttribute('data-game');
    var stepper = section.querySelector('.stepper');
    var jump = section.querySelector('.jump');
    var where = section.querySelector('.where');
    var text = section.querySelector('.step-text');
    var count = section.querySelector('.step-count');
    var layout = section.querySelector('.replay-layout');
    var board = section.querySelector('.replay-board');
    var list = section.querySelectorAll('.step-list li');
    var ui = ruleGame ? null : boardUi(section);
    if (ui) { try { ui.names = JSON.parse(section.getAttribute('data-names') || '{}'); } catch (e) { ui.names = {}; } }
    var at = steps.length - 1;
    stepper.hidden = false;

    function extraText(step) {
      var plugin = (window.BoardGames || {})[game];
      if (!plugin || !plugin.event) return '';
      return step.events.map(function (e) {
        try { return plugin.event(e, ui) || ''; } catch (err) { return ''; }
      }).filter(function (s) { return s; }).join(' ');
    }

    function show(i) {
      at = Math.max(0, Math.min(steps.length - 1, i));
      var step = steps[at];
      jump.value = String(at);
      where.textContent = tr('debrief.js.where', 'Step {0} of {1}', at, steps.length - 1) + (step.time ? ' · ' + step.time : '');
      var said = ruleGame ? step.text : extraText(step);
      text.textContent = said || (at === 0 ? tr('debrief.js.deal', 'The deal.') : '');
      text.className = 'step-text ' + (step.kind || '');
      var row = list[at];
      count.textContent = row && row.querySelector('.count') ? row.querySelector('.count').textContent.replace(/^\(|\)$/g, '') : '';
      if (ruleGame) {
        drawLayout(layout, step.layout || {});
      } else if (board) {
        var plugin = (window.BoardGames || {})[game];
        board.innerHTML = '';
        if (plugin) {
          ui.view = step.view;
          try { plugin.render(step.view, ui, board, el('div')); } catch (err) { board.textContent = ''; }
        }
      }
      for (var k = 0; k < list.length; k++) list[k].classList.toggle('current', k === at);
      section.setAttribute('data-at', String(at));
    }

    section.querySelector('.first').onclick = function () { show(0); };
    section.querySelector('.back').onclick = function () { show(at - 1); };
    section.querySelector('.forward').onclick = function () { show(at + 1); };
    section.querySelector('.last').onclick = function () { show(steps.length - 1); };
    jump.oninput = function () { show(Number(jump.value)); };
    for (var k = 0; k < list.length; k++) {
      (function (n) {
        list[n].tabIndex = 0;
        list[n].onclick = function () { show(n); };
      })(k);
    }
    section.addEventListener('keydown', function (e) {
      if (e.target === jump) return; // the slider moves by itself
      if (e.key === 'ArrowLeft') { show(at - 1); e.preventDefault(); }
      else if (e.key === 'ArrowRight') { show(at + 1); e.preventDefault(); }
      else if (e.key === 'Home') { show(0); e.preventDefault(); }
      else if (e.key === 'End') { show(steps.length - 1); e.preventDefault(); }
    });
    section.tabIndex = -1;
    show(at);
  }

  // A printed debrief is a handout: the step list and the charts' tables print open.
  var opened = [];
  window.addEventListener('beforeprint', function () {
    opened = Array.prototype.filter.call(document.querySelectorAll('.debrief details'), function (d) { return !d.open; });
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener('afterprint', function () { opened.forEach(function (d) { d.open = false; }); });

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('.replay[data-steps]'), setUp);
    var print = document.querySelector('.print-button');
    if (print) {
      print.hidden = false;
      print.onclick = function () { window.print(); };
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
