import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

interface Node {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: Node[];
}
interface Article {
  id: string;
  title: string;
  tag: string;
  lang: string;
  display: boolean;
  content: string;
  children: Article[];
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, headers: DEMO });
  expect(res.statusCode).toBe(200);
  return json(res).value;
};

const flatten = (
  nodes: Node[],
  parent: string | null = null,
): Record<string, { enabled: string; parent: string | null }> =>
  Object.assign(
    {},
    ...nodes.map((n) => ({
      [n.modId]: { enabled: n.enabled, parent },
      ...flatten(n.childrenNodes, n.modId),
    })),
  );

describe('GET /wps/system/whitelabel', () => {
  it('is the module tree: everything on except Geetest, nested by feature', async () => {
    const flat = flatten((await get('/wps/system/whitelabel')) as Node[]);
    for (const mod of [
      'COMM3',
      'REG3',
      'MOBILENUMREG3',
      'CAPTCHA3',
      'FREEPLAY3',
      'AGENTPOLICY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'LOGINIPVERF3',
      'FUNDTRANS3',
      'INBOX3',
      'CBS3',
    ]) {
      expect(flat[mod]?.enabled, mod).toBe('1');
    }
    expect(flat.GEETEST3?.enabled).toBe('0');
    expect(flat.USERNAMEREG3?.parent).toBe('REG3');
    expect(flat.MOBILENUMPASSREG3?.parent).toBe('MOBILENUMREG3');
    expect(flat.REGMOBVERF3?.parent).toBe('MOBILENUMREG3');
    expect(flat.CHNGPASSVERIF3?.parent).toBe('PASS3');
    expect(flat.PWRESETSMS3?.parent).toBe('PASS3');
  });
});

describe('GET /wps/system/setting/register', () => {
  it('has a rule for every registration field', async () => {
    const rules = (await get('/wps/system/setting/register')) as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(rules).sort()).toEqual(
      [
        'username',
        'password',
        'payeeName',
        'email',
        'qqNum',
        'mobileNum',
        'recommenderId',
        'affiliateCode',
        'captcha',
        'paymentPassword',
        'line',
        'whatsapp',
        'facebook',
        'wechat',
        'idNumber',
      ].sort(),
    );
    expect(rules.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    });
    expect(rules.password).toMatchObject({ patternId: 4, minLength: 6, maxLength: 20 });
    expect(rules.mobileNum).toMatchObject({ patternId: 6, minLength: 6, maxLength: 15 });
    expect(rules.captcha).toMatchObject({ patternId: 4, minLength: 4, maxLength: 4 });
    expect(rules.paymentPassword).toMatchObject({ patternId: 6, minLength: 6, maxLength: 6 });
    expect(rules.email).toMatchObject({ enabled: true, required: false });
    expect(rules.wechat).toMatchObject({ enabled: false });
    for (const [field, rule] of Object.entries(rules)) {
      const source = rule.acceptedPattern as string;
      if (source !== '*') expect(() => new RegExp(source), field).not.toThrow();
    }
    expect(new RegExp(rules.username?.acceptedPattern as string).test('demo_user')).toBe(false);
    expect(new RegExp(rules.username?.acceptedPattern as string).test('player1')).toBe(true);
  });

  it('is the same map the status carries in info.register', async () => {
    const status = (await get('/wps/system/status')) as { info: { register: unknown } };
    expect(status.info.register).toEqual(await get('/wps/system/setting/register'));
  });
});

describe('GET /wps/system/country and /wps/system/domainRoute', () => {
  it('lists ~45 countries with dialling codes', async () => {
    const list = (await get('/wps/system/country')) as {
      countryCode: string;
      countryDialingCode: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(45);
    const code = (c: string) => list.find((x) => x.countryCode === c)?.countryDialingCode;
    expect([
      code('CN'),
      code('VN'),
      code('TH'),
      code('BD'),
      code('KH'),
      code('RU'),
      code('US'),
      code('GB'),
    ]).toEqual(['86', '84', '66', '880', '855', '7', '1', '44']);
  });

  it('lists the domains with one main domain', async () => {
    const routes = (await get('/wps/system/domainRoute')) as { domain: string; main: boolean }[];
    expect(routes.filter((r) => r.main)).toEqual([{ domain: 'localhost', main: true }]);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('serves the English tree with children, only displayed articles', async () => {
    const tree = (await get('/wps/system/helpCenter?lang=EN&device=WEB')) as Article[];
    expect(tree.map((a) => a.tag)).toEqual([
      'term',
      'aboutus',
      'deposit',
      'withdraw',
      'game',
      'faqs',
      'privacy',
    ]);
    for (const topic of tree) {
      expect(topic.children.length).toBeGreaterThanOrEqual(1);
      expect(topic.children.length).toBeLessThanOrEqual(3);
      expect(topic.content).toMatch(/^<p>/);
    }
    const terms = tree.find((a) => a.tag === 'term');
    expect(JSON.stringify(terms)).toMatch(/18 years/);
    const faqs = tree.find((a) => a.tag === 'faqs');
    expect(faqs?.children.map((c) => c.title)).not.toContain('Draft: upcoming features');
    expect(JSON.stringify(tree)).not.toMatch(/"display":false/);
  });

  it('falls back to English (and to the web articles) when a language or device has none', async () => {
    // TY has no articles of its own (it shows EN's); no device but the web has any.
    const en = await get('/wps/system/helpCenter?lang=EN&device=WEB');
    expect(await get('/wps/system/helpCenter?lang=ty&device=WEB')).toEqual(en);
    expect(await get('/wps/system/helpCenter?lang=TY&device=MOBILE')).toEqual(en);
    const th = await get('/wps/system/helpCenter?lang=TH&device=WEB');
    expect(await get('/wps/system/helpCenter?lang=TH&device=MOBILE')).toEqual(th);
  });

  it('serves a language of its own when it has articles', async () => {
    const th = (await get('/wps/system/helpCenter?lang=TH&device=WEB')) as Article[];
    const en = (await get('/wps/system/helpCenter?lang=EN&device=WEB')) as Article[];
    expect(th.map((a) => a.tag)).toEqual(en.map((a) => a.tag));
    expect(th[0]).toMatchObject({ lang: 'TH', tag: 'term', title: 'ข้อกำหนดและเงื่อนไข' });
  });
});
