// Periodic lottery: bet on the open draw; the bet waits for its draw, then is settled by the
// server. The page refreshes the draw, results and the member's bets every few seconds.
(function () {
  'use strict';
  var D = window.Demo;
  // Draw numbers and drawn digits read left to right in every language (isolated in text).
  function ltr(value) {
    return '\u2066' + value + '\u2069';
  }
  /** Fills el with text whose {{numero}} is a left-to-right <bdi> (its text stays plain). */
  function fillWithNumero(el, text, numero) {
    var parts = String(text).split(/\{\{\s*numero\s*\}\}/);
    el.textContent = parts[0];
    var bdi = D.el('bdi', '', numero);
    bdi.setAttribute('dir', 'ltr');
    el.appendChild(bdi);
    el.appendChild(document.createTextNode(parts.slice(1).join('')));
  }
  D.start(function (state) {
    var head = D.el('div', 'draw-head');
    var numero = D.el('strong', 'numero', '');
    numero.setAttribute('data-testid', 'lottery-numero');
    var countdown = D.el('span', 'countdown', '');
    head.appendChild(numero);
    head.appendChild(countdown);
    D.stage.appendChild(head);
    D.stage.appendChild(D.el('h3', 'results-title', D.T.results));
    var results = D.el('ol', 'results');
    results.setAttribute('data-testid', 'lottery-results');
    D.stage.appendChild(results);

    var picks = [
      { value: 'BIG', label: D.T.big, odds: '1.95' },
      { value: 'SMALL', label: D.T.small, odds: '1.95' },
      { value: 'ODD', label: D.T.odd, odds: '1.95' },
      { value: 'EVEN', label: D.T.even, odds: '1.95' },
    ];
    for (var d = 0; d <= 9; d++)
      picks.push({ value: 'D' + d, label: D.T.last_digit + ' ' + d, odds: '9.50' });
    var group = D.el('div', 'sides picks');
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', D.T.choose_side);
    var selected = 'BIG';
    picks.forEach(function (p) {
      var b = D.button('', 'side');
      b.setAttribute('role', 'radio');
      b.dataset.side = p.value;
      b.appendChild(D.el('span', 'side-name', p.label));
      b.appendChild(D.el('small', 'odds', p.odds));
      b.addEventListener('click', function () {
        selected = p.value;
        sync();
      });
      group.appendChild(b);
    });
    function sync() {
      Array.prototype.forEach.call(group.children, function (b) {
        b.setAttribute('aria-checked', String(b.dataset.side === selected));
      });
    }
    sync();
    D.controls.appendChild(group);
    var stakeOf = D.stakePicker(D.controls, ['1.00', '5.00', '10.00', '50.00', '100.00'], '5.00');
    var bet = D.button(D.T.bet, 'primary big');
    bet.setAttribute('data-testid', 'demo-play');
    D.controls.appendChild(bet);

    var current = state.draw && state.draw.current;
    function show(s) {
      current = s.draw.current;
      fillWithNumero(numero, D.T.draw_no, current.numero);
      results.textContent = '';
      s.draw.recent.forEach(function (r) {
        var li = D.el('li');
        var n = D.el('span', 'n', r.numero);
        n.setAttribute('dir', 'ltr');
        li.appendChild(n);
        var balls = D.el('span', 'balls');
        balls.setAttribute('dir', 'ltr');
        balls.setAttribute('data-testid', 'lottery-balls');
        (r.numbers || []).forEach(function (n) {
          balls.appendChild(D.el('b', 'ball', String(n)));
        });
        li.appendChild(balls);
        results.appendChild(li);
      });
      var history = document.getElementById('history');
      history.textContent = '';
      s.recentRounds
        .slice()
        .reverse()
        .forEach(function (r) {
          D.addHistory(
            r,
            r.status === 'OPEN'
              ? D.format(D.T.pending, { numero: ltr(r.outcome.numero) })
              : ltr((r.outcome.numbers || []).join(' ')),
          );
        });
    }
    show(state);
    setInterval(function () {
      var seconds = Math.max(0, Math.ceil((current.closeTime - Date.now()) / 1000));
      countdown.textContent = D.format(D.T.closes_in, { seconds: seconds });
      if (seconds === 0) refresh();
    }, 1000);
    var refreshing = false;
    function refresh() {
      if (refreshing) return;
      refreshing = true;
      D.load()
        .then(show, function (e) {
          D.showMessage(e.message);
        })
        .then(function () {
          refreshing = false;
        });
    }
    setInterval(refresh, 5000);

    bet.addEventListener('click', function () {
      D.play(bet, stakeOf(), { pick: selected, numero: current.numero }, function () {
        refresh();
      });
    });
  });
})();
