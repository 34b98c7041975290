// Vectors from the OWASP XSS filter-evasion cheat sheet: none may leave a script, an event
// handler or a script-capable URL in the output, and rendering the output must run nothing.
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const VECTORS = [
  '<script>window.__xss()</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:window.__xss();">',
  '<IMG SRC=javascript:window.__xss()>',
  '<IMG SRC=JaVaScRiPt:window.__xss()>',
  '<IMG SRC=`javascript:window.__xss()`>',
  '<a onmouseover="window.__xss()">xxs link</a>',
  '<IMG """><SCRIPT>window.__xss()</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="window.__xss()">',
  '<IMG SRC= onmouseover="window.__xss()">',
  '<IMG onmouseover="window.__xss()">',
  '<IMG SRC=/ onerror="window.__xss()"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:window.__xss();">',
  '<IMG SRC="jav&#x09;ascript:window.__xss();">',
  '<IMG SRC="jav&#x0A;ascript:window.__xss();">',
  '<IMG SRC=" &#14;  javascript:window.__xss();">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=window.__xss()>',
  '<<SCRIPT>window.__xss();//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:window.__xss()>`',
  '</TITLE><SCRIPT>window.__xss();</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:window.__xss();">',
  '<BODY BACKGROUND="javascript:window.__xss()">',
  '<IMG DYNSRC="javascript:window.__xss()">',
  '<STYLE>li {list-style-image: url("javascript:window.__xss()");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=window.__xss()>',
  '<svg><script>window.__xss()</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss()>',
  '<BR SIZE="&{window.__xss()}">',
  '<LINK REL="stylesheet" HREF="javascript:window.__xss();">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:window.__xss();">',
  '<IFRAME SRC="javascript:window.__xss();"></IFRAME>',
  '<IFRAME SRC=# onmouseover="window.__xss()"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:window.__xss();"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:window.__xss()">',
  '<TD BACKGROUND="javascript:window.__xss()">',
  '<DIV STYLE="background-image: url(javascript:window.__xss())">',
  '<DIV STYLE="width: expression(window.__xss());">',
  '<BASE HREF="javascript:window.__xss();//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<a href="javascript:window.__xss()">click</a>',
  '<a href="JaVaScRiPt:window.__xss()">click</a>',
  '<a href="&#106;avascript:window.__xss()">click</a>',
  '<a href=" javascript:window.__xss()">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<form action="javascript:window.__xss()"><button>go</button></form>',
  '<button formaction="javascript:window.__xss()">go</button>',
  '<details open ontoggle=window.__xss()>',
  '<video><source onerror="window.__xss()"></video>',
  '<audio src=x onerror=window.__xss()>',
  '<marquee onstart=window.__xss()>',
  '<isindex type=image src=1 onerror=window.__xss()>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss()>">',
  '<xss style="behavior: url(xss.htc);">',
  '<div data-x="1" onclick="window.__xss()">x</div>',
  '"><img src=x onerror=window.__xss()>',
  "'';!--\"<XSS>=&{()}",
];

describe('sanitizeHtml', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const out = sanitizeHtml(`<p>before</p>${vector}<p>after</p>`);
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = out;
    for (const el of doc.body.querySelectorAll('*')) {
      expect([
        'SCRIPT',
        'IFRAME',
        'OBJECT',
        'EMBED',
        'FORM',
        'BASE',
        'META',
        'LINK',
        'STYLE',
        'SVG',
      ]).not.toContain(el.tagName.toUpperCase());
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), `${attr} on ${el.tagName}`).toBe(false);
        // Browsers ignore whitespace and control characters inside a URL scheme.
        const value = [...(el.getAttribute(attr) ?? '')]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        expect(value).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it('runs nothing when the output is rendered', async () => {
    const hit = vi.fn();
    (window as unknown as { __xss: () => void }).__xss = hit;
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = sanitizeHtml(VECTORS.join(''));
    for (const el of host.querySelectorAll('*')) {
      for (const type of ['click', 'mouseover', 'error', 'load', 'toggle'])
        el.dispatchEvent(new Event(type));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(hit).not.toHaveBeenCalled();
    host.remove();
  });

  it('keeps ordinary content and makes external links safe', () => {
    const out = sanitizeHtml(
      '<h2 class="t">Title</h2><p style="color:red">Hi <b>there</b></p><img src="/content/a.svg" alt="a"><a href="https://example.com/x">out</a><a href="/promotions#p1">in</a>',
    );
    expect(out).toContain('<h2 class="t">Title</h2>');
    expect(out).toContain('<b>there</b>');
    expect(out).toContain('<img src="/content/a.svg" alt="a">');
    expect(out).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">out</a>',
    );
    expect(out).toContain('<a href="/promotions#p1">in</a>');
  });
});
