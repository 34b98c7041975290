// Help-centre articles of the demo merchant (web): EN, CN and AR kept as data in
// help-articles.json, the other languages in content/<CODE>.json by the ids `helpTexts`
// gives. Each topic has a few child articles; one English draft is stored hidden to show
// that only displayed articles are served (it is not translated).
import { CONTENT_FILES } from './content/index';
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

/** Every shown text of the EN help centre by its id (`help.<tag>[.<child>].title|html`). */
export function helpTexts(help: Articles = DEMO_HELP): [id: string, text: string][] {
  return Object.entries(help).flatMap(([tag, topic]) => [
    [`help.${tag}.title`, topic.title],
    [`help.${tag}.html`, topic.html],
    ...(topic.children ?? []).flatMap((child, i): [string, string][] =>
      child.display === false
        ? []
        : [
            [`help.${tag}.${i}.title`, child.title],
            [`help.${tag}.${i}.html`, child.html],
          ],
    ),
  ]);
}

/** The EN help centre in a language whose file translates every shown article; else null. */
function translatedHelp(file: Readonly<Record<string, string>>): Articles | null {
  if (helpTexts().some(([id]) => file[id] === undefined)) return null;
  const text = (id: string) => file[id] ?? '';
  return Object.fromEntries(
    Object.entries(DEMO_HELP).map(([tag, topic]) => [
      tag,
      {
        ...topic,
        title: text(`help.${tag}.title`),
        html: text(`help.${tag}.html`),
        children: (topic.children ?? []).flatMap((child, i) =>
          child.display === false
            ? []
            : [
                {
                  ...child,
                  title: text(`help.${tag}.${i}.title`),
                  html: text(`help.${tag}.${i}.html`),
                },
              ],
        ),
      },
    ]),
  );
}

/**
 * The help centre by language: EN, CN, AR and every language whose file has all of it (a
 * language with a part only is left out: its members read the EN help centre).
 */
export const DEMO_HELP_BY_LANG: Readonly<Record<string, Articles>> = {
  EN: DEMO_HELP,
  CN: DEMO_HELP_CN,
  AR: DEMO_HELP_AR,
  ...Object.fromEntries(
    Object.entries(CONTENT_FILES).flatMap(([lang, file]) => {
      const help = translatedHelp(file);
      return help ? [[lang, help]] : [];
    }),
  ),
};
