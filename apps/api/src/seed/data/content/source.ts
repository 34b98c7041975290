// Every text of the demo merchant's content by its stable id, in EN: what each
// content/<CODE>.json translates. EN.json is this list written out (the content-files test
// keeps the two equal); `node --import tsx scripts/content-source.ts` rewrites it.
import { DEMO_AGENT_ANNOUNCEMENTS } from '../agent-announcements';
import { HOME_BANNERS } from '../content';
import { helpTexts } from '../help-articles';
import { DEMO_VIP_LEVELS } from '../loyalty';
import { DEMO_ANNOUNCEMENTS, DEMO_NOTICES, type AnnouncementSeed } from '../player-announcements';
import { DEMO_ACTIVITIES, DEMO_PAGES, DEMO_POSTS } from '../player-pages';
import { DEMO_POINT_REWARDS } from '../point-mall';
import { DEMO_MISSIONS, DEMO_REFERRAL_RULE } from '../rewards';

/** Notices keep their body as plain text (the seed wraps it in a paragraph). */
const noticeBody = (html: string): string => html.replace(/^<p>|<\/p>$/g, '');

const announcementTexts = (a: AnnouncementSeed): [string, string][] =>
  a.type === 'PL'
    ? [
        [`notice.${a.key.replace('notice-', '')}.title`, a.title.EN],
        [`notice.${a.key.replace('notice-', '')}.body`, noticeBody(a.html.EN)],
      ]
    : [
        [`announcement.${a.key}.title`, a.title.EN],
        [`announcement.${a.key}.html`, a.html.EN],
      ];

/** id -> EN text, in a stable order; texts that are empty in EN are left out. */
export function contentSource(): Record<string, string> {
  const pairs: [string, string][] = [
    ...HOME_BANNERS.map((b, i): [string, string] => [
      `banner.home-banner-${i + 1}.title`,
      b.title.EN,
    ]),
    ...[...DEMO_ANNOUNCEMENTS, ...DEMO_NOTICES, ...DEMO_AGENT_ANNOUNCEMENTS].flatMap(
      announcementTexts,
    ),
    ...[...DEMO_PAGES, ...DEMO_POSTS, ...DEMO_ACTIVITIES].flatMap((e): [string, string][] => [
      [`${e.kind}.${e.key}.title`, e.title.EN],
      ...(e.summary ? [[`${e.kind}.${e.key}.summary`, e.summary.EN] as [string, string]] : []),
      [`${e.kind}.${e.key}.html`, e.html.EN],
    ]),
    ...DEMO_MISSIONS.flatMap((m): [string, string][] => [
      [`mission.${m.key}.title`, m.title.EN],
      [`mission.${m.key}.description`, m.description.EN],
    ]),
    ['referral.title', DEMO_REFERRAL_RULE.title.EN],
    ...DEMO_VIP_LEVELS.map((l): [string, string] => [`vip.${l.level}.name`, l.name.EN]),
    ...DEMO_POINT_REWARDS.flatMap((r): [string, string][] => [
      [`points.${r.code}.name`, r.names.EN],
      [`points.${r.code}.description`, r.descriptions.EN],
    ]),
    ...helpTexts(),
  ];
  return Object.fromEntries(pairs.filter(([, text]) => text !== ''));
}
