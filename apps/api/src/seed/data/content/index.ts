// The demo merchant's content in every interface language. EN is the source (EN.json lists
// every text by a stable id, extracted from the seed data by source.ts); each other language
// has one file here, <CODE>.json, with the same ids. CN and AR are still written beside EN in
// the seed data itself. A text a language lacks is not invented: the language simply has no
// text for it, the API serves EN, and the content check (domain/content/coverage.ts) counts it.
import { CATALOG_ALIASES, LANGUAGE_CODES, type LanguageCode } from '@platform/i18n/languages';
import BN from './BN.json';
import DE from './DE.json';
import ES from './ES.json';
import FA from './FA.json';
import FR from './FR.json';
import HI from './HI.json';
import ID from './ID.json';
import IT from './IT.json';
import JA from './JA.json';
import KK from './KK.json';
import KM from './KM.json';
import KO from './KO.json';
import LO from './LO.json';
import MR from './MR.json';
import MS from './MS.json';
import MY from './MY.json';
import NE from './NE.json';
import NL from './NL.json';
import PL from './PL.json';
import PT from './PT.json';
import RU from './RU.json';
import SI from './SI.json';
import TA from './TA.json';
import TE from './TE.json';
import TH from './TH.json';
import TL from './TL.json';
import TR from './TR.json';
import TW from './TW.json';
import UR from './UR.json';
import UZ from './UZ.json';
import VI from './VI.json';

/** Texts of one piece of content by language code; EN is always there. */
export type Texts = Record<string, string> & { EN: string };

/** The translation files, by language. */
export const CONTENT_FILES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  JA,
  TH,
  VI,
  MY,
  ES,
  HI,
  ID,
  KM,
  KO,
  MS,
  PT,
  TA,
  TW,
  TL,
  UR,
  TR,
  BN,
  FA,
  RU,
  KK,
  UZ,
  LO,
  NE,
  FR,
  DE,
  IT,
  PL,
  NL,
  TE,
  MR,
  SI,
};

/**
 * The languages merchant content is written in: every interface language except the ones
 * that show another's texts (TY shows EN).
 * @internal
 */
export const CONTENT_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter(
  (code) => CATALOG_ALIASES[code] === undefined,
);

/**
 * `own` (EN and what the seed data writes beside it) with the text of `id` in every language
 * that has one. An empty EN text stays empty in every language (nothing to translate).
 */
export function localized(id: string, own: Texts): Texts {
  const texts: Texts = { ...own };
  for (const [code, file] of Object.entries(CONTENT_FILES)) {
    if (texts[code] !== undefined) continue;
    const text = own.EN === '' ? '' : file[id];
    if (text !== undefined) texts[code] = text;
  }
  return texts;
}
