import { describe, expect, it } from 'vitest';
import { compareCatalogs, describeIssue, flattenCatalog, variablesOf } from './catalog-compare';

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
