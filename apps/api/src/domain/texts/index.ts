// The public surface of domain/texts: the platform's own texts in every language.
export { platformSection, platformText, textLanguage } from './platform-texts';
