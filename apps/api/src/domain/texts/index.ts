// The public surface of domain/texts: the platform's own texts in every language.
export { platformSection, platformText, textLanguage, type TextLanguage } from './platform-texts';
