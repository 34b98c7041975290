// Help-centre articles of the demo merchant (web) in EN, CN and AR, kept as data in
// help-articles.json. Each topic has a few child articles; one English draft is stored hidden
// to show that only displayed articles are served.
import articles from './help-articles.json';

export interface ArticleSeed {
  title: string;
  html: string;
  bgColor?: string;
  display?: boolean;
  children?: ArticleSeed[];
}

type Articles = Record<string, ArticleSeed>;

export const DEMO_HELP: Articles = articles.EN;
export const DEMO_HELP_CN: Articles = articles.CN;
export const DEMO_HELP_AR: Articles = articles.AR;
