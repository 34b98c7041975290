import { describe, expect, it } from 'vitest';
import {
  compareCatalogs,
  describeIssue,
  flattenCatalog,
  needsNoTranslation,
  sameAsEn,
  variablesOf,
} from './catalog-compare';

const en = {
  title: 'Hello',
  region: { your_ip: 'Your IP address: {{ip}}' },
  maintenance: { until: 'Ends at {{time}}' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

describe('compareCatalogs', () => {
  it('accepts a catalog with the same keys and variables', () => {
    const cn = {
      title: '你好',
      region: { your_ip: '您的 IP 地址：{{ ip }}' },
      maintenance: { until: '预计 {{time, datetime}} 结束' },
      items_other: '{{count}} 项',
    };
    expect(compareCatalogs(en, cn)).toEqual([]);
  });

  it('finds missing and extra keys, nested by dots', () => {
    const issues = compareCatalogs(en, {
      title: 'x',
      region: {},
      maintenance: { until: '{{time}}', since: 'y' },
      items_other: '{{count}}',
      extra_top: 'z',
    });
    expect(issues).toEqual([
      { kind: 'missing', key: 'region.your_ip' },
      { kind: 'extra', key: 'maintenance.since' },
      { kind: 'extra', key: 'extra_top' },
    ]);
  });

  it('finds interpolation variables that differ', () => {
    const issues = compareCatalogs(en, {
      title: 'Hi {{name}}',
      region: { your_ip: 'IP: {{address}}' },
      maintenance: { until: 'soon' },
      items_other: '{{count}}',
    });
    expect(issues).toEqual([
      { kind: 'variables', key: 'title', expected: [], actual: ['name'] },
      { kind: 'variables', key: 'region.your_ip', expected: ['ip'], actual: ['address'] },
      { kind: 'variables', key: 'maintenance.until', expected: ['time'], actual: [] },
    ]);
  });

  it('flags a value that is not a string', () => {
    const issues = compareCatalogs({ a: 'x', b: { c: 'y' } }, { a: ['x'], b: 'y' });
    expect(issues).toEqual([
      { kind: 'not_text', key: 'a' },
      { kind: 'missing', key: 'b.c' },
      { kind: 'extra', key: 'b' },
    ]);
  });

  it('describes issues as LANG/ns: message', () => {
    expect(describeIssue('CN/common', { kind: 'missing', key: 'a.b.c' })).toBe(
      'CN/common: missing key a.b.c',
    );
    expect(
      describeIssue('AR/common', { kind: 'variables', key: 'k', expected: ['ip'], actual: [] }),
    ).toBe('AR/common: key k has variables {}, EN has {ip}');
  });
});

describe('catalog helpers', () => {
  it('flattens nested catalogs', () => {
    expect([...flattenCatalog({ a: { b: { c: '1' } }, d: '2' }).keys()]).toEqual(['a.b.c', 'd']);
  });

  it('reads variable names, ignoring formats and the unescaped prefix', () => {
    expect(variablesOf('{{b}} {{ a }} {{time, datetime}} {{- html}} {{b}}')).toEqual([
      'a',
      'b',
      'html',
      'time',
    ]);
  });
});

describe('the stricter rules', () => {
  const reference = {
    deposit: 'Deposit',
    brand: 'Facebook',
    code: 'USDT',
    amount: '{{amount}} ({{currency}})',
    too_many: 'Too many tries',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  };
  const arabic = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;

  it('wants every plural form of the language, and only for keys EN gives forms', () => {
    const ar = {
      ...reference,
      items_zero: '{{count}}',
      items_one: '{{count}}',
      items_two: '{{count}}',
      items_few: '{{count}}',
      items_other: '{{count}}',
    };
    expect(compareCatalogs(reference, ar, { pluralCategories: arabic })).toEqual([
      { kind: 'plural', key: 'items', missing: ['many'] },
    ]);
    expect(
      compareCatalogs(reference, { ...ar, items_many: '{{count}}' }, { pluralCategories: arabic }),
    ).toEqual([]);
    // `too_many` is a word, not a plural form: it stays a key of its own.
    const { too_many: _dropped, ...withoutTooMany } = { ...ar, items_many: '{{count}}' };
    expect(compareCatalogs(reference, withoutTooMany, { pluralCategories: arabic })).toEqual([
      { kind: 'missing', key: 'too_many' },
    ]);
    expect(
      describeIssue('AR/common', { kind: 'plural', key: 'items', missing: ['two', 'few'] }),
    ).toBe('AR/common: key items lacks the plural form(s) items_two, items_few');
  });

  it('finds texts left as EN has them, apart from codes, numbers and the allow-list', () => {
    const copied = { ...reference, items_other: '{{count}} items' };
    expect(sameAsEn('common', reference, copied, 'MS')).toEqual({
      unlisted: ['common:deposit', 'common:brand', 'common:too_many', 'common:items'],
      allowed: [],
    });
    const allow = {
      values: { '*': ['Facebook'], MS: ['Deposit'] },
      keys: { MS: ['common:items'] },
    };
    expect(sameAsEn('common', reference, copied, 'MS', allow)).toEqual({
      unlisted: ['common:too_many'],
      allowed: ['common:deposit', 'common:brand', 'common:items'],
    });
    // Another language's loanwords are not this one's.
    expect(sameAsEn('common', reference, copied, 'JA', allow).unlisted).toContain('common:deposit');
  });

  it('needs no translation for numbers, symbols, placeholders and capital codes', () => {
    for (const text of ['{{amount}} ({{currency}})', '100%', 'USDT', 'VIP', '—', 'H5']) {
      expect(needsNoTranslation(text)).toBe(true);
    }
    for (const text of ['Deposit', 'Facebook', 'OK then', '{{count}} items']) {
      expect(needsNoTranslation(text)).toBe(false);
    }
  });
});
