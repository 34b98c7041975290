import { SelectField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { useId, useState } from 'react';

type Texts = Record<string, { title: string; content: string }>;

export const EN = 'EN';

/** The offered languages, EN first (the site's fallback). */
const languagesOf = (offered: string[]) =>
  offered.includes(EN) ? [EN, ...offered.filter((l) => l !== EN)] : [EN, ...offered];

export const written = (texts: Texts, lang: string) => (texts[lang]?.title.trim() ?? '') !== '';

/** The texts with a title, as the API takes them. */
export const textsOf = (texts: Texts) =>
  Object.entries(texts)
    .filter(([lang]) => written(texts, lang))
    .map(([lang, x]) => ({ lang, title: x.title.trim(), content: x.content }));

/**
 * A title and a text per offered language: switching the language keeps every text typed; the
 * languages still without a text are listed (the site shows EN there).
 */
export function LanguageTexts({
  languages,
  texts,
  onChange,
  lang,
  onLang,
}: {
  languages: string[];
  texts: Texts;
  onChange: (texts: Texts) => void;
  lang: string;
  onLang: (lang: string) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const contentId = useId();
  const offered = languagesOf(languages);
  const missing = offered.filter((code) => !written(texts, code));
  const current = texts[lang] ?? { title: '', content: '' };
  const set = (patch: Partial<typeof current>) =>
    onChange({ ...texts, [lang]: { ...current, ...patch } });
  return (
    <>
      <SelectField
        label={t('content.language')}
        name="lang"
        value={lang}
        onChange={(e) => onLang(e.target.value)}
        data-testid="text-language"
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {written(texts, code) ? code : t('content.lang_missing', { lang: code })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('content.title_in', { lang })}
        name="title"
        maxLength={200}
        value={current.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={contentId} className="text-sm text-fg-secondary">
          {t('content.body_in', { lang })}
        </label>
        <textarea
          id={contentId}
          name="content"
          rows={5}
          maxLength={20000}
          dir="auto"
          value={current.content}
          onChange={(e) => set({ content: e.target.value })}
          className="rounded-md border border-border-strong bg-bg px-3 py-2 text-base text-fg"
        />
      </div>
      <p className="text-sm text-fg-muted" data-testid="missing-languages">
        {missing.length === 0
          ? t('content.all_translated')
          : t('content.missing', { languages: missing.join(', ') })}
      </p>
    </>
  );
}

/** The editor's language and texts, starting from what is stored. */
export function useLanguageTexts(stored: { lang: string; title: string; content: string }[]) {
  const [lang, setLang] = useState(EN);
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(stored.map((x) => [x.lang, { title: x.title, content: x.content }])),
  );
  return { lang, setLang, texts, setTexts };
}
