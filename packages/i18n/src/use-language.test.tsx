import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nextProvider, Trans, useLanguage, useTranslation } from './react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Shell() {
  const { t } = useTranslation();
  const { language, dir, languages, setLanguage } = useLanguage();
  return (
    <div dir={dir} data-testid="shell">
      <a href="#main">{t('nav.skip_to_content')}</a>
      <p>{t('region.your_ip', { ip: '203.0.113.7' })}</p>
      <label>
        {t('header.language')}
        <select
          value={language}
          onChange={(e) => void setLanguage(e.target.value as typeof language)}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Errors() {
  const { t } = useTranslation('errors');
  return <p>{t('network')}</p>;
}

describe('react bindings with the real catalogs', () => {
  it('renders EN texts through useTranslation', async () => {
    const i18n = await createI18n({ language: 'EN', namespaces: ['common'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Shell />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeTruthy();
    expect(screen.getByTestId('shell').getAttribute('dir')).toBe('ltr');
  });

  it('loads a namespace on first use, suspending until it arrives', async () => {
    const i18n = await createI18n({ language: 'EN', namespaces: ['common'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Errors />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
  });

  it('useLanguage offers the site languages and switches to Arabic, right to left', async () => {
    const i18n = await createI18n({
      language: 'EN',
      languages: ['EN', 'AR'],
      namespaces: ['common'],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Shell />
      </I18nextProvider>,
    );
    const select = screen.getByRole('combobox');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English',
      'العربية',
    ]);
    fireEvent.change(select, { target: { value: 'AR' } });
    expect(await screen.findByRole('link', { name: 'الانتقال إلى المحتوى' })).toBeTruthy();
    expect(screen.getByTestId('shell').getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('hisLang')).toBe('AR');
  });

  it('re-exports Trans', async () => {
    const i18n = await createI18n({ language: 'CN', namespaces: ['common'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Trans i18nKey="maintenance.until" values={{ time: '2024-03-05 09:00:00' }} />
      </I18nextProvider>,
    );
    expect(screen.getByText('预计结束时间：2024-03-05 09:00:00')).toBeTruthy();
  });

  it('useLanguage without a provider says what is missing', () => {
    const Bare = () => <p>{useLanguage().language}</p>;
    expect(() => render(<Bare />)).toThrow(/I18nextProvider/);
  });
});
