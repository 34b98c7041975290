// Sports, e-sports and cockfight stand-in: one match, home / draw / away at fixed odds.
(function () {
  'use strict';
  var D = window.Demo;
  D.start(function (state) {
    var cockfight = /cockfight|SV388/i.test(state.vendor);
    var home = cockfight ? D.T.meron : D.T.home;
    var away = cockfight ? D.T.wala : D.T.away;
    var board = D.el('div', 'scoreboard');
    var homeBox = D.el('div', 'team home');
    homeBox.appendChild(D.el('span', 'team-name', home));
    var homeScore = D.el('strong', 'score', '0');
    homeBox.appendChild(homeScore);
    var awayBox = D.el('div', 'team away');
    awayBox.appendChild(D.el('span', 'team-name', away));
    var awayScore = D.el('strong', 'score', '0');
    awayBox.appendChild(awayScore);
    board.appendChild(homeBox);
    board.appendChild(D.el('span', 'versus', ':'));
    board.appendChild(awayBox);
    D.stage.appendChild(board);
    var result = D.el('p', 'result', '');
    result.setAttribute('data-testid', 'demo-result');
    D.stage.appendChild(result);
    var sideOf = D.sidePicker(
      [
        { value: 'HOME', label: home, odds: '2.10' },
        { value: 'DRAW', label: D.T.draw, odds: '9.00' },
        { value: 'AWAY', label: away, odds: '2.10' },
      ],
      'HOME',
    );
    var stakeOf = D.stakePicker(D.controls, ['1.00', '5.00', '10.00', '50.00', '100.00'], '5.00');
    var bet = D.button(D.T.bet, 'primary big');
    bet.setAttribute('data-testid', 'demo-play');
    D.controls.appendChild(bet);
    bet.addEventListener('click', function () {
      result.textContent = '';
      D.play(bet, stakeOf(), { side: sideOf() }, function (r) {
        homeScore.textContent = String(r.outcome.home);
        awayScore.textContent = String(r.outcome.away);
        var label = { HOME: home, DRAW: D.T.draw, AWAY: away }[r.outcome.result];
        result.textContent =
          label +
          ' · ' +
          (r.payout === '0.00' ? D.T.lose : D.format(D.T.win, { amount: D.money(r.payout) }));
        result.className = 'result ' + (r.payout === '0.00' ? 'lost' : 'won');
        D.addHistory(r, homeScore.textContent + ' : ' + awayScore.textContent);
      });
    });
  });
})();
