import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogsDir } from '../../paths';
import { platformSection, platformText, textLanguage } from './platform-texts';

const catalog = (code: string) =>
  JSON.parse(readFileSync(path.join(catalogsDir(), code, 'platform.json'), 'utf8')) as {
    inbox: Record<string, { title: string; content: string }>;
    demo_game: Record<string, string>;
  };

describe('the platform texts', () => {
  it('come from the platform catalogs of the language, filled in', () => {
    const ar = catalog('AR').inbox.deposit_credited;
    const values = { id: 'D1', amount: '10.00 USD' };
    expect(platformText('AR', 'inbox.deposit_credited.content', values)).toBe(
      ar?.content.replace('{{id}}', 'D1').replace('{{amount}}', '10.00 USD'),
    );
    // Lower-case codes from storage are the same language.
    expect(platformText('cn', 'inbox.deposit_credited.title')).toBe(
      catalog('CN').inbox.deposit_credited?.title,
    );
  });

  it('pick the plural form of the language (Arabic has six)', () => {
    const sms = (language: string, count: number) =>
      platformText(language, 'sms.login', { merchant: 'M', code: '123456', count });
    expect(sms('EN', 1)).toMatch(/in 1 minute\.$/);
    expect(sms('EN', 5)).toMatch(/in 5 minutes\.$/);
    expect(sms('AR', 1)).toMatch(/دقيقة واحدة\.$/);
    expect(sms('AR', 2)).toMatch(/دقيقتين\.$/);
    expect(sms('AR', 3)).toMatch(/3 دقائق\.$/);
    expect(sms('AR', 11)).toMatch(/11 دقيقة\.$/);
    expect(sms('CN', 1)).toContain('1 分钟内有效');
  });

  it('fall back to EN for unknown codes and for TY, which shows EN', () => {
    for (const code of ['TY', 'XX', '', undefined]) {
      expect(platformText(code, 'demo_pay.pay')).toBe('Pay');
    }
    expect(textLanguage('TY')).toEqual({ code: 'TY', locale: 'en', dir: 'ltr' });
    expect(textLanguage('ur')).toEqual({ code: 'UR', locale: 'ur', dir: 'rtl' });
  });

  it('hand a page every text of its section, the language over EN', () => {
    const en = catalog('EN').demo_game;
    const ar = platformSection('AR', 'demo_game');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(ar.spin).toBe(catalog('AR').demo_game.spin);
    expect(platformSection('TY', 'demo_game')).toEqual(en);
  });
});
