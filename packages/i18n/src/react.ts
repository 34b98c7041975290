export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { useLanguage, type UseLanguageResult } from './use-language';
