// Shared runtime of the demo game pages: state, money display, rounds (with retries under
// the same round id, so a lost answer never plays or pays twice), history, and telling the
// site around the game about balance changes and closing.
(function () {
  'use strict';
  var app = document.getElementById('app');
  var session = app.dataset.session;
  var T = JSON.parse(document.getElementById('texts').textContent);
  var balanceEl = document.getElementById('balance');
  var messageEl = document.getElementById('message');
  var historyEl = document.getElementById('history');
  // Framed by the site, whose game page has its own back control (see demo.css).
  if (window.parent !== window) document.body.classList.add('framed');

  function format(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (_, k) {
      return values && values[k] !== undefined ? values[k] : '';
    });
  }

  /** '12345.60' -> '$12,345.60' (exact: the decimal string is only regrouped). */
  function plainMoney(decimal) {
    var negative = decimal.charAt(0) === '-';
    var parts = (negative ? decimal.slice(1) : decimal).split('.');
    var whole = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (negative ? '-' : '') + (Demo.symbol || '') + whole + '.' + (parts[1] || '00');
  }

  /** The same, isolated left-to-right for running text, so the symbol stays in front in Arabic. */
  function money(decimal) {
    return '\u2066' + plainMoney(decimal) + '\u2069';
  }

  function randomId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID().replace(/-/g, '');
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return ('0' + b.toString(16)).slice(-2);
      })
      .join('');
  }

  function tellSite(message) {
    if (window.parent !== window) window.parent.postMessage(message, '*');
    else if (window.opener) window.opener.postMessage(message, '*');
  }

  function showMessage(text) {
    messageEl.textContent = text || '';
    messageEl.hidden = !text;
  }

  function errorText(body) {
    var code = body && body.errorCode;
    if (code === 'account.balance.not.enough') return T.insufficient;
    if (code === 'user.or.token.invalid' || code === 'user.token.expired') return T.session_ended;
    if (code === 'game.maintenance') return T.maintenance;
    if (code === 'lottery.draw.closed') return T.draw_closed;
    if (code === 'play.limit.exceeded') {
      var v = body.value || {};
      return format(T.play_limit, {
        limit: T['limit_' + v.kind + '_' + v.period] || '',
        left: money(v.left || '0.00'),
      });
    }
    return T.error;
  }

  function setBalance(decimal) {
    Demo.balance = decimal;
    balanceEl.textContent = plainMoney(decimal);
    tellSite({ type: 'demo-game:balance', balance: decimal });
  }

  function sleep(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  async function request(path, init) {
    var res = await fetch(
      path,
      Object.assign(
        { credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } },
        init,
      ),
    );
    var body = await res.json().catch(function () {
      return null;
    });
    if (!res.ok || !body || !body.success) {
      var error = new Error(errorText(body));
      error.api = true;
      throw error;
    }
    return body.value;
  }

  /** Plays a round; a network failure is retried with the same round id. */
  async function round(stake, bet) {
    var roundId = randomId();
    var payload = JSON.stringify({ session: session, roundId: roundId, stake: stake, bet: bet });
    for (var attempt = 0; ; attempt++) {
      try {
        var result = await request('/demo-games/api/round', { method: 'POST', body: payload });
        setBalance(result.balance);
        return result;
      } catch (error) {
        if (error.api || attempt >= 3) throw error.api ? error : new Error(T.network);
        await sleep(400 * (attempt + 1));
      }
    }
  }

  function addHistory(result, label) {
    var li = document.createElement('li');
    li.dataset.roundId = result.roundId;
    li.dataset.stake = result.stake;
    li.dataset.payout = result.payout;
    li.dataset.status = result.status;
    var won = result.status === 'SETTLED' && result.payout !== '0.00';
    li.className = result.status === 'OPEN' ? 'open' : won ? 'won' : 'lost';
    var line = document.createElement('span');
    line.textContent = format(T.round_line, {
      stake: money(result.stake),
      payout: money(result.payout),
    });
    li.appendChild(line);
    if (label) {
      var detail = document.createElement('small');
      detail.textContent = label;
      li.appendChild(detail);
    }
    historyEl.insertBefore(li, historyEl.firstChild);
    while (historyEl.children.length > 12) historyEl.removeChild(historyEl.lastChild);
  }

  function close() {
    if (window.parent !== window) return tellSite({ type: 'demo-game:close' });
    if (window.opener) {
      tellSite({ type: 'demo-game:close' });
      window.close();
      return;
    }
    window.location.href = (Demo.state && Demo.state.backUrl) || '/';
  }

  /** A stake picker: chips of fixed decimal amounts (no floats anywhere). */
  function stakePicker(container, chips, initial) {
    var wrap = document.createElement('div');
    wrap.className = 'chips';
    wrap.setAttribute('role', 'radiogroup');
    wrap.setAttribute('aria-label', T.stake);
    var selected = initial;
    chips.forEach(function (amount) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'chip';
      b.setAttribute('role', 'radio');
      b.dataset.amount = amount;
      b.textContent = amount.replace(/\.00$/, '');
      b.addEventListener('click', function () {
        selected = amount;
        sync();
      });
      wrap.appendChild(b);
    });
    function sync() {
      Array.prototype.forEach.call(wrap.children, function (b) {
        b.setAttribute('aria-checked', String(b.dataset.amount === selected));
      });
    }
    sync();
    container.appendChild(wrap);
    return function () {
      return selected;
    };
  }

  var Demo = (window.Demo = {
    T: T,
    format: format,
    money: money,
    round: round,
    addHistory: addHistory,
    showMessage: showMessage,
    stakePicker: stakePicker,
    stage: document.getElementById('stage'),
    controls: document.getElementById('controls'),
    state: null,
    balance: '0.00',
    symbol: '',
    async load() {
      var state = await request('/demo-games/api/state?session=' + encodeURIComponent(session));
      Demo.state = state;
      Demo.symbol = state.currencySymbol;
      setBalance(state.balance);
      return state;
    },
    el: function (tag, className, text) {
      var e = document.createElement(tag);
      if (className) e.className = className;
      if (text !== undefined) e.textContent = text;
      return e;
    },
    button: function (label, className) {
      var b = Demo.el('button', className || 'primary', label);
      b.type = 'button';
      return b;
    },
    /** Runs a round from a button: disables it meanwhile and reports failures. */
    async play(button, stake, bet, render) {
      button.disabled = true;
      showMessage('');
      try {
        var result = await round(stake, bet);
        await render(result);
        return result;
      } catch (error) {
        showMessage(error.message);
        return null;
      } finally {
        button.disabled = false;
      }
    },
    start: function (init) {
      document.getElementById('close').addEventListener('click', close);
      Demo.load().then(
        function (state) {
          (state.recentRounds || [])
            .slice()
            .reverse()
            .forEach(function (r) {
              addHistory(r);
            });
          init(state);
        },
        function (error) {
          showMessage(error.message);
        },
      );
    },
  });
})();
