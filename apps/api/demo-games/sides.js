// Shared by the table games (baccarat, duel): pick a side, stake, play; shows the side
// buttons as a radio group.
(function () {
  'use strict';
  var D = window.Demo;
  D.sidePicker = function (sides, initial) {
    var wrap = D.el('div', 'sides');
    wrap.setAttribute('role', 'radiogroup');
    wrap.setAttribute('aria-label', D.T.choose_side);
    var selected = initial;
    sides.forEach(function (s) {
      var b = D.button('', 'side');
      b.setAttribute('role', 'radio');
      b.dataset.side = s.value;
      b.appendChild(D.el('span', 'side-name', s.label));
      if (s.odds) b.appendChild(D.el('small', 'odds', s.odds));
      b.addEventListener('click', function () {
        selected = s.value;
        sync();
      });
      wrap.appendChild(b);
    });
    function sync() {
      Array.prototype.forEach.call(wrap.children, function (b) {
        b.setAttribute('aria-checked', String(b.dataset.side === selected));
      });
    }
    sync();
    D.controls.appendChild(wrap);
    return function () {
      return selected;
    };
  };
})();
