// Baccarat (live casino and table games stand-in): the server deals; the page shows the hands.
(function () {
  'use strict';
  var D = window.Demo;
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = ['♠', '♥', '♦', '♣'];

  function hand(title) {
    var box = D.el('div', 'hand');
    box.appendChild(D.el('h3', '', title));
    var cards = D.el('div', 'cards');
    var total = D.el('strong', 'total', '–');
    box.appendChild(cards);
    box.appendChild(total);
    D.stage.appendChild(box);
    return {
      show: function (list, sum) {
        cards.textContent = '';
        list.forEach(function (c) {
          var card = D.el(
            'span',
            'card' + (c.suit === 1 || c.suit === 2 ? ' red' : ''),
            RANKS[c.rank] + SUITS[c.suit],
          );
          cards.appendChild(card);
        });
        total.textContent = String(sum);
      },
    };
  }

  D.start(function () {
    D.stage.classList.add('table');
    var player = hand(D.T.player);
    var banker = hand(D.T.banker);
    var result = D.el('p', 'result', '');
    result.setAttribute('data-testid', 'demo-result');
    D.stage.appendChild(result);
    var sideOf = D.sidePicker(
      [
        { value: 'PLAYER', label: D.T.player, odds: '1:1' },
        { value: 'TIE', label: D.T.tie, odds: '8:1' },
        { value: 'BANKER', label: D.T.banker, odds: '0.95:1' },
      ],
      'PLAYER',
    );
    var stakeOf = D.stakePicker(D.controls, ['1.00', '5.00', '10.00', '50.00', '100.00'], '5.00');
    var deal = D.button(D.T.deal, 'primary big');
    deal.setAttribute('data-testid', 'demo-play');
    D.controls.appendChild(deal);
    deal.addEventListener('click', function () {
      result.textContent = '';
      D.play(deal, stakeOf(), { side: sideOf() }, function (r) {
        var o = r.outcome;
        player.show(o.player, o.playerTotal);
        banker.show(o.banker, o.bankerTotal);
        var label = { PLAYER: D.T.player, BANKER: D.T.banker, TIE: D.T.tie }[o.winner];
        var text =
          r.payout === '0.00'
            ? D.T.lose
            : r.payout === r.stake
              ? D.T.push
              : D.format(D.T.win, { amount: D.money(r.payout) });
        result.textContent = label + ' · ' + text;
        result.className = 'result ' + (r.payout === '0.00' ? 'lost' : 'won');
        D.addHistory(r, label);
      });
    });
  });
})();
