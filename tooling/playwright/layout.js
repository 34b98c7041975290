// Layout checks of a screen as it is, for the right-to-left and small-screen tests: horizontal
// overflow of the page, clipped text (a box whose text is cut off without an ellipsis, or spills
// out of it), and pointer targets under 24 by 24 px without the spacing exception of WCAG 2.2
// (2.5.8). Each finding names the element by a short selector. Elements may declare a clip as
// intended with `data-clip="intended"` on themselves or an ancestor (a marquee's track).

import { expect } from '@playwright/test';

/**
 * Waits for the screen a person would judge: the main content rendered, nothing marked busy,
 * no loading placeholder (skeleton) left, every image in view loaded and the web fonts in. Not
 * 'networkidle': a signed-in page keeps its event stream open and never goes idle.
 * @param {import('@playwright/test').Page} page
 */
export async function settled(page) {
  await expect(page.locator('main').first()).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .ui-skeleton')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // Images in view (a lazy image below the fold loads only when scrolled to).
        const inView = (img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        };
        return [...document.images].filter(inView).every((img) => img.complete);
      }),
    )
    .toBe(true);
}

/**
 * The problems of the screen once its layout has settled: a page just resized (a phone turned)
 * redraws what measures its box (charts) on the next resize observation, which a busy machine
 * can delay; so a screen with problems is measured again every 250 ms, and what is still found
 * after `waitMs` (5 s) is reported. A screen without problems costs one measurement.
 * @param {import('@playwright/test').Page} page
 */
export async function layoutProblems(page, { targets = true, waitMs = 5000 } = {}) {
  const until = Date.now() + waitMs;
  for (;;) {
    const found = await measure(page, targets);
    if (found.length === 0 || Date.now() >= until) return found;
    await page.waitForTimeout(250);
  }
}

/** @param {import('@playwright/test').Page} page @param {boolean} targets */
function measure(page, targets) {
  return page.evaluate(
    ({ targets }) => {
      const found = [];
      const name = (el) => {
        const parts = [];
        for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
          let part = e.tagName.toLowerCase();
          const testId = e.getAttribute('data-testid');
          if (e.id && !/^[:«]|^radix|^r\d/.test(e.id)) {
            parts.unshift(`${part}#${e.id}`);
            break;
          }
          if (testId) {
            parts.unshift(`${part}[data-testid=${testId}]`);
            break;
          }
          const label = e.getAttribute('aria-label');
          if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
          else if (typeof e.className === 'string' && e.className.trim())
            part += `.${e.className.trim().split(/\s+/).slice(0, 2).join('.')}`;
          parts.unshift(part);
        }
        return parts.join(' > ');
      };
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      const intended = (el) => el.closest('[data-clip="intended"], [aria-hidden="true"], [inert]');

      // 1. The page scrolls sideways.
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth + 1) {
        const wide = [...document.body.querySelectorAll('*')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return (r.right > doc.clientWidth + 1 || r.left < -1) && visible(el) && !intended(el);
          })
          .filter((el) => {
            // The outermost offenders only, and only those not inside a scrolling box.
            for (let p = el.parentElement; p; p = p.parentElement) {
              const s = getComputedStyle(p);
              if (/(auto|scroll|hidden|clip)/.test(s.overflowX)) return false;
            }
            return true;
          })
          .slice(0, 5)
          .map(name);
        found.push(
          `page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth}): ${wide.join(', ')}`,
        );
      }

      // 2. Text cut off or spilling out of its box.
      const ownText = (el) =>
        [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim().length > 0);
      for (const el of document.body.querySelectorAll('*')) {
        if (!ownText(el) || !visible(el) || intended(el)) continue;
        const s = getComputedStyle(el);
        if (s.display === 'inline' || s.display === 'contents') continue;
        if (/(auto|scroll)/.test(s.overflowX) || /(auto|scroll)/.test(s.overflowY)) continue;
        if (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') continue;
        if (el.closest('svg, select, option, textarea, input, .sr-only')) continue;
        const wideBy = el.scrollWidth - el.clientWidth;
        const clipsY = /(hidden|clip)/.test(s.overflowY);
        const tallBy = clipsY ? el.scrollHeight - el.clientHeight : 0;
        if (wideBy > 1 || tallBy > 2) {
          const text = el.textContent.trim().replace(/\s+/g, ' ').slice(0, 30);
          found.push(
            `text clipped or spilling (${wideBy > 1 ? `${wideBy}px wide` : `${tallBy}px tall`}): ${name(el)} "${text}"`,
          );
        }
      }

      // 3. Pointer targets under 24 by 24 px, unless inline in text or spaced apart enough.
      if (targets) {
        const selector =
          'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]';
        const all = [...document.querySelectorAll(selector)]
          .filter((el) => visible(el) && !intended(el) && !el.closest('.sr-only'))
          .map((el) => {
            // A control inside its label is targeted through the label.
            const label = el.matches('input') ? el.closest('label') : null;
            const box = (label ?? el).getBoundingClientRect();
            return { el, box };
          })
          .filter(({ box }) => box.bottom > 0 && box.right > 0 && box.left < innerWidth);
        const inText = (el) => {
          if (getComputedStyle(el).display !== 'inline') return false;
          const parent = el.parentElement;
          return (
            !!parent &&
            [...parent.childNodes].some((n) => n !== el && n.nodeType === 3 && n.textContent.trim())
          );
        };
        const centre = (b) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
        const small = (b) => b.width < 23.5 || b.height < 23.5;
        const distanceToBox = (p, b) =>
          Math.hypot(
            Math.max(b.left - p.x, 0, p.x - b.right),
            Math.max(b.top - p.y, 0, p.y - b.bottom),
          );
        for (const a of all) {
          if (!small(a.box) || inText(a.el)) continue;
          const c = centre(a.box);
          const crowded = all.some((b) => {
            if (b === a || b.el.contains(a.el) || a.el.contains(b.el)) return false;
            if (small(b.box)) {
              const d = centre(b.box);
              return Math.hypot(c.x - d.x, c.y - d.y) < 24;
            }
            return distanceToBox(c, b.box) < 12;
          });
          if (crowded)
            found.push(
              `target under 24x24 (${Math.round(a.box.width)}x${Math.round(a.box.height)}) too close to another: ${name(a.el)}`,
            );
        }
      }
      return found;
    },
    { targets },
  );
}
