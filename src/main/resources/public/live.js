// What the two live screens share: table.js (Eleusis and Express) and board.js (the extra modes, whose
// games' scripts reach it through board.js's `ui`). A plain script, loaded before theirs: it only defines
// window.EleusisLive and touches nothing on the page by itself.
window.EleusisLive = (function () {
  // Interface text, as a function tr(key, english, args...): the page's texts (the bundle of the page's
  // language, which the server put in the root element's data-texts), else the English given by the
  // caller, which is the English bundle's own. {0}, {1}… take the arguments after the English.
  // The callers keep writing tr('key', 'English') literally: TextsTest reads those calls in their scripts.
  function texts(root) {
    var given = {};
    try { given = JSON.parse(root.getAttribute('data-texts') || '{}'); } catch (e) { given = {}; }
    return function (key, english) {
      var s = Object.prototype.hasOwnProperty.call(given, key) ? given[key] : english;
      var args = Array.prototype.slice.call(arguments, 2);
      s = choices(s, args);
      for (var i = 0; i < args.length; i++) s = s.split('{' + i + '}').join(String(args[i]));
      return s;
    };
  }

  // The plural forms of a text, as Java's MessageFormat writes them and the server formats them:
  // {0,choice,0#no cards|1#one card|1<{0} cards}. "n#" is chosen from n on, "n<" above n; the last
  // form whose limit the number reaches wins.
  function choices(s, args) {
    return s.replace(/\{(\d+),choice,((?:[^{}]|\{\d+\})*)\}/g, function (whole, index, forms) {
      var n = Number(args[+index]), chosen = null;
      forms.split('|').forEach(function (form) {
        var m = /^\s*(-?[\d.]+)\s*([#<\u2264])([\s\S]*)$/.exec(form);
        if (!m) return;
        var limit = Number(m[1]);
        if (chosen === null || (m[2] === '<' ? n > limit : n >= limit)) chosen = m[3];
      });
      return chosen === null ? whole : chosen;
    });
  }

  // The socket to a table, opened at once at this path (e.g. '/ws/tables/7', same host and security as
  // the page). Each message goes, parsed, to onMessage. A lost connection calls onLost (the screen says
  // so) and is opened again after about half a second, then twice as long each time up to 10 s; a
  // connection that opens starts the wait over. Each wait is drawn between half and the whole of it, so
  // a class that lost the server at one moment (a restart) does not knock on its door all at once. Closed with 4000 (never admitted) or 4001 (removed) it stays closed:
  // the server's last message says why. Answers { send(message) }: true if sent, false if not connected.
  function connect(path, onMessage, onLost) {
    var socket = null, retry = 500;
    function open() {
      var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
      socket = new WebSocket(scheme + location.host + path);
      socket.onopen = function () { retry = 500; };
      socket.onmessage = function (e) { onMessage(JSON.parse(e.data)); };
      socket.onclose = function (e) {
        if (e.code === 4001 || e.code === 4000) return;
        onLost();
        setTimeout(open, retry / 2 + Math.random() * retry / 2);
        retry = Math.min(retry * 2, 10000);
      };
    }
    open();
    return {
      send: function (message) {
        if (socket && socket.readyState === 1) {
          socket.send(JSON.stringify(message));
          return true;
        }
        return false;
      }
    };
  }

  // Whether m is a view older than `shown`, the last view drawn (views carry seq). The server sends a
  // table's views in order; this is a guard, so that an older one never overwrites the newer.
  function stale(m, shown) {
    return m.type === 'view' && !!shown && m.seq < shown.seq;
  }

  // The live message (the element #message): a sentence, its kind ('ok', 'bad' or none) as a class, and
  // a game's English detail, sent with a translated message, after it in smaller type.
  function say(text, kind, detail) {
    var box = document.getElementById('message');
    box.className = 'live' + (kind ? ' ' + kind : '');
    box.textContent = text;
    if (detail) {
      var small = document.createElement('small');
      small.className = 'detail';
      small.lang = 'en';
      small.textContent = detail;
      box.appendChild(document.createTextNode(' '));
      box.appendChild(small);
    }
  }

  return { texts: texts, connect: connect, stale: stale, say: say };
})();
