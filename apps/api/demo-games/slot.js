// Slot: 3 reels x 3 rows, 5 lines. The server decides the grid; the page only shows it.
(function () {
  'use strict';
  var D = window.Demo;
  var SYMBOLS = {
    SEVEN: { label: '7', className: 's-seven' },
    BAR: { label: 'BAR', className: 's-bar' },
    BELL: { label: '♪', className: 's-bell' },
    CHERRY: { label: '●●', className: 's-cherry' },
    LEMON: { label: '◆', className: 's-lemon' },
    GRAPE: { label: '✦', className: 's-grape' },
  };
  var ORDER = Object.keys(SYMBOLS);

  D.start(function () {
    var grid = D.el('div', 'reels');
    grid.setAttribute('data-testid', 'slot-reels');
    var cells = [];
    for (var row = 0; row < 3; row++) {
      for (var reel = 0; reel < 3; reel++) {
        var cell = D.el('div', 'cell');
        cell.dataset.reel = reel;
        cell.dataset.row = row;
        cells.push(cell);
        grid.appendChild(cell);
      }
    }
    function paint(cell, id) {
      var s = SYMBOLS[id] || SYMBOLS.GRAPE;
      cell.textContent = s.label;
      cell.className = 'cell ' + s.className;
      cell.dataset.symbol = id;
    }
    cells.forEach(function (c, i) {
      paint(c, ORDER[i % ORDER.length]);
    });
    var result = D.el('p', 'result', '');
    result.setAttribute('data-testid', 'demo-result');
    D.stage.appendChild(grid);
    D.stage.appendChild(result);

    var stakeOf = D.stakePicker(D.controls, ['1.00', '2.00', '5.00', '10.00', '50.00'], '1.00');
    var spin = D.button(D.T.spin, 'primary big');
    spin.setAttribute('data-testid', 'demo-play');
    D.controls.appendChild(spin);

    spin.addEventListener('click', function () {
      var flicker = setInterval(function () {
        cells.forEach(function (c) {
          paint(c, ORDER[Math.floor(Math.random() * ORDER.length)]);
        });
      }, 70);
      result.textContent = '';
      D.play(spin, stakeOf(), {}, function (r) {
        return new Promise(function (resolve) {
          setTimeout(function () {
            clearInterval(flicker);
            cells.forEach(function (c) {
              paint(c, r.outcome.grid[c.dataset.reel][c.dataset.row]);
              c.classList.remove('win');
            });
            (r.outcome.lines || []).forEach(function (l) {
              var lines = [
                [
                  [0, 0],
                  [1, 0],
                  [2, 0],
                ],
                [
                  [0, 1],
                  [1, 1],
                  [2, 1],
                ],
                [
                  [0, 2],
                  [1, 2],
                  [2, 2],
                ],
                [
                  [0, 0],
                  [1, 1],
                  [2, 2],
                ],
                [
                  [0, 2],
                  [1, 1],
                  [2, 0],
                ],
              ];
              lines[l.line].forEach(function (rc) {
                cells[rc[1] * 3 + rc[0]].classList.add('win');
              });
            });
            var won = r.payout !== '0.00';
            result.textContent = won ? D.format(D.T.win, { amount: D.money(r.payout) }) : D.T.lose;
            result.className = 'result ' + (won ? 'won' : 'lost');
            D.addHistory(r);
            resolve();
          }, 450);
        });
      }).then(function (r) {
        if (!r) clearInterval(flicker);
      });
    });
  });
})();
