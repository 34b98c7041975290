// Crash and fishing: set a cash-out multiplier, launch; the multiplier climbs to the crash
// point the server drew, and the round pays when it reached the target.
(function () {
  'use strict';
  var D = window.Demo;
  function x(hundredths) {
    return (hundredths / 100).toFixed(2) + 'x';
  }
  D.start(function () {
    var sky = D.el('div', 'sky');
    var meter = D.el('strong', 'multiplier', '1.00x');
    meter.setAttribute('data-testid', 'crash-multiplier');
    var rocket = D.el('span', 'rocket', '▲');
    sky.appendChild(rocket);
    sky.appendChild(meter);
    D.stage.appendChild(sky);
    var result = D.el('p', 'result', '');
    result.setAttribute('data-testid', 'demo-result');
    D.stage.appendChild(result);

    var label = D.el('label', 'target');
    label.appendChild(D.el('span', '', D.T.target));
    var input = D.el('input');
    input.type = 'text';
    input.inputMode = 'decimal';
    input.value = '2.00';
    input.pattern = '[0-9]{1,3}(\\.[0-9]{1,2})?';
    input.setAttribute('dir', 'ltr');
    label.appendChild(input);
    D.controls.appendChild(label);
    var stakeOf = D.stakePicker(D.controls, ['1.00', '2.00', '5.00', '10.00', '50.00'], '1.00');
    var go = D.button(D.T.launch, 'primary big');
    go.setAttribute('data-testid', 'demo-play');
    D.controls.appendChild(go);

    go.addEventListener('click', function () {
      result.textContent = '';
      sky.classList.remove('crashed', 'cashed');
      D.play(go, stakeOf(), { target: input.value.trim() }, function (r) {
        var stop = r.outcome.won ? r.outcome.target : r.outcome.crashAt;
        return new Promise(function (resolve) {
          var current = 100;
          var step = Math.max(1, Math.round((stop - 100) / 30));
          var timer = setInterval(function () {
            current = Math.min(stop, current + step);
            meter.textContent = x(current);
            rocket.style.setProperty('--lift', String(Math.min(1, (current - 100) / 900)));
            if (current >= stop) {
              clearInterval(timer);
              sky.classList.add(r.outcome.won ? 'cashed' : 'crashed');
              result.textContent = r.outcome.won
                ? D.format(D.T.cashed_at, { x: x(r.outcome.target) }) +
                  ' · ' +
                  D.format(D.T.win, { amount: D.money(r.payout) })
                : D.format(D.T.crashed_at, { x: x(r.outcome.crashAt) }) + ' · ' + D.T.lose;
              result.className = 'result ' + (r.outcome.won ? 'won' : 'lost');
              D.addHistory(r, x(r.outcome.crashAt));
              resolve();
            }
          }, 30);
        });
      });
    });
  });
})();
