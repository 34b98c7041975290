// Notices and promotions carrying payloads from the OWASP XSS filter-evasion cheat sheet
// never execute: no dialog, no call of the canary, no handler attribute, script element or
// script URL in the rendered content, and no Content-Security-Policy violation by an element
// of the page (which would mean a payload reached the DOM and only the CSP stopped it).
// Chromium also reports violations against the Document while DOMPurify parses the
// untrusted string in its inert document; nothing runs there, so those are not counted.
import { expect, test } from '@platform/playwright-config/a11y';
import { addAnnouncements, removeAnnouncements } from './content-support';

const CALL = 'window.__xss&&window.__xss()';
const PAYLOADS = [
  `<script>${CALL}</script>`,
  `<img src=x onerror="${CALL}">`,
  `<IMG SRC="javascript:${CALL};">`,
  `<IMG SRC=JaVaScRiPt:${CALL}>`,
  `<a href="javascript:${CALL}">click me</a>`,
  `<a href="&#106;avascript:${CALL}">click me too</a>`,
  `<a href=" javascript:${CALL}">spaced</a>`,
  `<IMG SRC="jav&#x09;ascript:${CALL};">`,
  `<svg/onload=${CALL}>`,
  `<svg><script>${CALL}</script></svg>`,
  `<body onload=${CALL}>`,
  `<details open ontoggle="${CALL}">x</details>`,
  `<div onmouseover="${CALL}" style="padding:20px">hover</div>`,
  `<iframe src="javascript:${CALL}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss()</script>"></iframe>`,
  `<object data="javascript:${CALL}"></object>`,
  `<embed src="javascript:${CALL}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${CALL}">`,
  `<form action="javascript:${CALL}"><button>go</button></form>`,
  `<input autofocus onfocus="${CALL}">`,
  `<video><source onerror="${CALL}"></video>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${CALL};">`,
  `<BASE HREF="javascript:${CALL};//">`,
  `"><img src=x onerror=${CALL}>`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg==">data link</a>`,
];

const PREFIX = 'e2e-xss-';

test.beforeAll(async ({ request }) => {
  await removeAnnouncements(request, 'notice-');
  await addAnnouncements(
    request,
    PAYLOADS.flatMap((payload, i) => [
      {
        key: `${PREFIX}n${i}`,
        type: 'H' as const,
        title: `Payload notice ${i}`,
        content: `<p>before</p>${payload}<p>after</p>`,
        sort: i,
      },
      {
        key: `${PREFIX}p${i}`,
        type: 'PR' as const,
        title: `Payload promo ${i}`,
        content: `<p>terms</p>${payload}`,
        sort: 100 + i,
      },
    ]),
  );
});
test.afterAll(async ({ request }) => {
  await removeAnnouncements(request, PREFIX);
});

test('script, event-handler and javascript-URL payloads in notices and promotions never execute', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssHits: number; __csp: string[] };
    w.__xssHits = 0;
    w.__csp = [];
    w.__xss = () => {
      w.__xssHits += 1;
    };
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.target instanceof Element)
        w.__csp.push(`${e.violatedDirective} ${e.target.outerHTML.slice(0, 120)}`);
    });
  });

  const safeHtml = page.locator('.safe-html');
  const expectClean = async () => {
    const dangerous = await safeHtml.evaluateAll((nodes) =>
      nodes.flatMap((root) =>
        [...root.querySelectorAll('*')].flatMap((el) => [
          ...([
            'SCRIPT',
            'IFRAME',
            'OBJECT',
            'EMBED',
            'FORM',
            'BASE',
            'META',
            'svg',
            'STYLE',
            'INPUT',
          ].includes(el.tagName)
            ? [el.tagName]
            : []),
          ...el
            .getAttributeNames()
            .filter(
              (a) =>
                a.startsWith('on') ||
                /^\s*(javascript|data|vbscript):/i.test(el.getAttribute(a) ?? ''),
            ),
        ]),
      ),
    );
    expect(dangerous).toEqual([]);
  };

  await page.goto('/?notices=1');
  const popup = page.getByTestId('notice-popup');
  const pager = popup.getByRole('navigation', { name: 'Pages' });
  for (let pageNo = 1; pageNo <= Math.ceil(PAYLOADS.length / 6); pageNo++) {
    if (pageNo > 1) await pager.getByRole('button', { name: 'Next page' }).click();
    const items = popup.getByTestId('notice-list').getByRole('button');
    for (let i = 0; i < (await items.count()); i++) {
      await items.nth(i).click();
      const detail = popup.getByTestId('notice-detail');
      await expect(detail.locator('.safe-html')).toContainText('before');
      await detail.locator('.safe-html').hover();
      for (const link of await detail.locator('.safe-html a').all())
        await link.click({ modifiers: ['Alt'] }).catch(() => undefined);
      await expectClean();
    }
  }
  await page.keyboard.press('Escape');

  for (let i = 0; i < PAYLOADS.length; i++) {
    await page.goto(`/promotions#${PREFIX}p${i}`);
    const detail = page.getByTestId('promotion-detail');
    await expect(detail).toContainText('terms');
    await detail.locator('.safe-html').hover();
    await expectClean();
  }

  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
