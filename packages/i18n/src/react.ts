export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { useLanguage, type UseLanguageResult } from './use-language';
export { Clock, type ClockProps } from './components/clock';
export { LanguageSelect, type LanguageSelectProps } from './components/language-select';
