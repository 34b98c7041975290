// The demo catalogue: vendors per category and about 2,000 generated games, deterministic so
// every seed of every database holds the same catalogue (game codes, names, flags).
import { ADJECTIVES, CLASSIFY_NOUNS, NOUNS, SUFFIXES, type Word } from './game-names';

export type Engine = 'slot' | 'baccarat' | 'duel' | 'crash' | 'lottery';

export interface VendorSeed {
  code: string;
  category: 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'LOTT' | 'ELOTT';
  displayName: string;
  colors: readonly [string, string];
  /** Games to generate; 1 for direct-launch (lobby) vendors. */
  games: number;
  /** Sub-category mix, in order; the remainder is the first one. */
  mix?: readonly (readonly [classify: string, share: number])[];
  /** Fixed games (lottery, sports lobbies). */
  fixed?: readonly FixedGame[];
}

export interface FixedGame {
  code: string;
  name: Word;
  classify: string;
  drawIntervalSeconds?: number;
}

export interface GameSeed {
  vendorCode: string;
  category: VendorSeed['category'];
  classify: string;
  gameCode: string;
  nameEn: string;
  nameCn: string;
  isHot: boolean;
  isNew: boolean;
  supportPlay: number;
  maintenance: boolean;
  engine: Engine;
  art: number;
  drawIntervalSeconds: number | null;
  sort: number;
}

const SLOT_MIX = [
  ['SLOT', 0.74],
  ['JP', 0.06],
  ['TG', 0.06],
  ['AC', 0.05],
  ['SC', 0.045],
  ['VP', 0.045],
] as const;

const lobby = (code: string, en: string, cn: string): FixedGame => ({
  code,
  name: [en, cn],
  classify: 'LOBBY',
});
const lotto = (code: string, en: string, cn: string, seconds: number): FixedGame => ({
  code,
  name: [en, cn],
  classify: 'LOTTO',
  drawIntervalSeconds: seconds,
});

export const DEMO_VENDORS: readonly VendorSeed[] = [
  {
    code: 'PG',
    category: 'RNG',
    displayName: 'PG Soft',
    colors: ['#ff5a36', '#ffb03a'],
    games: 300,
    mix: SLOT_MIX,
  },
  {
    code: 'PP',
    category: 'RNG',
    displayName: 'Pragmatic Play',
    colors: ['#1f6feb', '#ff8a00'],
    games: 300,
    mix: SLOT_MIX,
  },
  {
    code: 'JL',
    category: 'RNG',
    displayName: 'JILI',
    colors: ['#d4145a', '#fbb03b'],
    games: 250,
    mix: SLOT_MIX,
  },
  {
    code: 'PT',
    category: 'RNG',
    displayName: 'Playtech',
    colors: ['#0b3d91', '#31c4f3'],
    games: 200,
    mix: SLOT_MIX,
  },
  {
    code: 'CQ9',
    category: 'RNG',
    displayName: 'CQ9 Gaming',
    colors: ['#e52d27', '#b31217'],
    games: 180,
    mix: SLOT_MIX,
  },
  {
    code: 'JDB',
    category: 'RNG',
    displayName: 'JDB Gaming',
    colors: ['#8e2de2', '#4a00e0'],
    games: 160,
    mix: SLOT_MIX,
  },
  {
    code: 'EG2',
    category: 'RNG',
    displayName: 'EG Gaming',
    colors: ['#11998e', '#38ef7d'],
    games: 150,
    mix: SLOT_MIX,
  },
  {
    code: 'BGS',
    category: 'RNG',
    displayName: 'BGS Gaming',
    colors: ['#f7971e', '#ffd200'],
    games: 120,
    mix: [
      ['SLOT', 0.8],
      ['BG', 0.2],
    ],
  },
  {
    code: 'FC',
    category: 'RNG',
    displayName: 'Fa Chai',
    colors: ['#c31432', '#240b36'],
    games: 110,
    mix: SLOT_MIX,
  },
  {
    code: 'SPB',
    category: 'RNG',
    displayName: 'Spribe',
    colors: ['#e53935', '#1a1a2e'],
    games: 10,
    mix: [['AC', 1]],
  },
  {
    code: 'EG4',
    category: 'LIVE',
    displayName: 'Evolution',
    colors: ['#1c1c1c', '#c9a227'],
    games: 30,
    mix: [['LIVE', 1]],
  },
  {
    code: 'SA',
    category: 'LIVE',
    displayName: 'SA Gaming',
    colors: ['#b8860b', '#3b2a0a'],
    games: 20,
    mix: [['LIVE', 1]],
  },
  {
    code: 'DG',
    category: 'LIVE',
    displayName: 'Dream Gaming',
    colors: ['#6a3093', '#a044ff'],
    games: 16,
    mix: [['LIVE', 1]],
  },
  {
    code: 'SEX',
    category: 'LIVE',
    displayName: 'Sexy Baccarat',
    colors: ['#ec008c', '#fc6767'],
    games: 12,
    mix: [['LIVE', 1]],
  },
  {
    code: 'JDB',
    category: 'FISH',
    displayName: 'JDB Gaming',
    colors: ['#00c6ff', '#0072ff'],
    games: 12,
    mix: [['FISH', 1]],
  },
  {
    code: 'JL',
    category: 'FISH',
    displayName: 'JILI',
    colors: ['#02aab0', '#00cdac'],
    games: 14,
    mix: [['FISH', 1]],
  },
  {
    code: 'FC',
    category: 'FISH',
    displayName: 'Fa Chai',
    colors: ['#1488cc', '#2b32b2'],
    games: 8,
    mix: [['FISH', 1]],
  },
  {
    code: 'CQ9',
    category: 'FISH',
    displayName: 'CQ9 Gaming',
    colors: ['#56ccf2', '#2f80ed'],
    games: 10,
    mix: [['FISH', 1]],
  },
  {
    code: 'KM',
    category: 'PVP',
    displayName: 'Kingmaker',
    colors: ['#f12711', '#f5af19'],
    games: 40,
    mix: [['PVP', 1]],
  },
  {
    code: 'TPG',
    category: 'PVP',
    displayName: 'TP Gaming',
    colors: ['#283c86', '#45a247'],
    games: 30,
    mix: [['PVP', 1]],
  },
  {
    code: 'LUC',
    category: 'PVP',
    displayName: 'Lucky Games',
    colors: ['#8e0e00', '#1f1c18'],
    games: 20,
    mix: [['PVP', 1]],
  },
  {
    code: 'SB',
    category: 'SPORTS',
    displayName: 'Saba Sports',
    colors: ['#0f9b0f', '#000000'],
    games: 1,
    fixed: [lobby('SB-LOBBY', 'Saba Sports', '沙巴体育')],
  },
  {
    code: 'BTI',
    category: 'SPORTS',
    displayName: 'BTi Sports',
    colors: ['#005aa7', '#fffde4'],
    games: 1,
    fixed: [lobby('BTI-LOBBY', 'BTi Sports', 'BTi体育')],
  },
  {
    code: 'GLS',
    category: 'SPORTS',
    displayName: 'Goal Line Sports',
    colors: ['#1b5e20', '#a5d6a7'],
    games: 1,
    fixed: [lobby('GLS-LOBBY', 'Goal Line Sports', '球门线体育')],
  },
  {
    code: 'KOA',
    category: 'SPORTS',
    displayName: 'Kickoff Arena',
    colors: ['#0d47a1', '#ffca28'],
    games: 1,
    fixed: [lobby('KOA-LOBBY', 'Kickoff Arena', '开球体育')],
  },
  {
    code: 'OVT',
    category: 'SPORTS',
    displayName: 'Overtime Sports',
    colors: ['#b71c1c', '#263238'],
    games: 1,
    fixed: [lobby('OVT-LOBBY', 'Overtime Sports', '加时体育')],
  },
  {
    code: 'CRK',
    category: 'SPORTS',
    displayName: 'Cricket Nine',
    colors: ['#33691e', '#f9a825'],
    games: 1,
    fixed: [lobby('CRK-LOBBY', 'Cricket Nine', '板球九号')],
  },
  {
    code: 'VST',
    category: 'SPORTS',
    displayName: 'Virtual Stadium',
    colors: ['#311b92', '#00e5ff'],
    games: 1,
    fixed: [lobby('VST-LOBBY', 'Virtual Stadium', '虚拟体育场')],
  },
  {
    code: 'HRC',
    category: 'SPORTS',
    displayName: 'Racecourse Live',
    colors: ['#4e342e', '#d4a373'],
    games: 1,
    fixed: [lobby('HRC-LOBBY', 'Racecourse Live', '赛马直播')],
  },
  {
    code: 'HPX',
    category: 'SPORTS',
    displayName: 'Hoops Exchange',
    colors: ['#e65100', '#212121'],
    games: 1,
    fixed: [lobby('HPX-LOBBY', 'Hoops Exchange', '篮球交易所')],
  },
  {
    code: 'IMES',
    category: 'SPORTS',
    displayName: 'IM Esports',
    colors: ['#7f00ff', '#e100ff'],
    games: 1,
    fixed: [lobby('IMES-LOBBY', 'IM Esports', 'IM电竞')],
  },
  {
    code: 'TF',
    category: 'SPORTS',
    displayName: 'TF Gaming',
    colors: ['#00f260', '#0575e6'],
    games: 1,
    fixed: [lobby('TF-LOBBY', 'TF Esports', 'TF电竞')],
  },
  {
    code: 'IA',
    category: 'SPORTS',
    displayName: 'IA Esports',
    colors: ['#fc466b', '#3f5efb'],
    games: 1,
    fixed: [lobby('IA-LOBBY', 'IA Esports', 'IA电竞')],
  },
  {
    code: 'ES_FRAG',
    category: 'SPORTS',
    displayName: 'Frag Arena',
    colors: ['#ff1744', '#1a1a2e'],
    games: 1,
    fixed: [lobby('ES_FRAG-LOBBY', 'Frag Arena', '击杀竞技场')],
  },
  {
    code: 'ES_NEXUS',
    category: 'SPORTS',
    displayName: 'Nexus Esports',
    colors: ['#00bfa5', '#1a237e'],
    games: 1,
    fixed: [lobby('ES_NEXUS-LOBBY', 'Nexus Esports', '枢纽电竞')],
  },
  {
    code: 'ES_PIXEL',
    category: 'SPORTS',
    displayName: 'Pixel League',
    colors: ['#aa00ff', '#00e676'],
    games: 1,
    fixed: [lobby('ES_PIXEL-LOBBY', 'Pixel League', '像素联赛')],
  },
  {
    code: 'ES_LANE',
    category: 'SPORTS',
    displayName: 'Lane Legends',
    colors: ['#2962ff', '#ffab00'],
    games: 1,
    fixed: [lobby('ES_LANE-LOBBY', 'Lane Legends', '兵线传奇')],
  },
  {
    code: 'ES_RESPAWN',
    category: 'SPORTS',
    displayName: 'Respawn Bets',
    colors: ['#c51162', '#ff9100'],
    games: 1,
    fixed: [lobby('ES_RESPAWN-LOBBY', 'Respawn Bets', '重生电竞')],
  },
  {
    code: 'DS88',
    category: 'SPORTS',
    displayName: 'DS88 Cockfight',
    colors: ['#cb2d3e', '#ef473a'],
    games: 1,
    fixed: [lobby('DS88-LOBBY', 'DS88 Cockfight', 'DS88斗鸡')],
  },
  {
    code: 'DIG',
    category: 'SPORTS',
    displayName: 'DIG Cockfight',
    colors: ['#e65c00', '#f9d423'],
    games: 1,
    fixed: [lobby('DIG-LOBBY', 'DIG Cockfight', 'DIG斗鸡')],
  },
  {
    code: 'SV3',
    category: 'SPORTS',
    displayName: 'SV388',
    colors: ['#b20a2c', '#fffbd5'],
    games: 1,
    fixed: [lobby('SV3-LOBBY', 'SV388 Cockfight', 'SV388斗鸡')],
  },
  {
    code: 'CF_PIT',
    category: 'SPORTS',
    displayName: 'Golden Pit Sabong',
    colors: ['#bf360c', '#ffd54f'],
    games: 1,
    fixed: [lobby('CF_PIT-LOBBY', 'Golden Pit Sabong', '金坑斗鸡')],
  },
  {
    code: 'CF_DERBY',
    category: 'SPORTS',
    displayName: 'Derby Arena',
    colors: ['#880e4f', '#ff8a65'],
    games: 1,
    fixed: [lobby('CF_DERBY-LOBBY', 'Derby Arena', '德比斗鸡场')],
  },
  {
    code: 'CF_SPUR',
    category: 'SPORTS',
    displayName: 'Iron Spur',
    colors: ['#37474f', '#ff7043'],
    games: 1,
    fixed: [lobby('CF_SPUR-LOBBY', 'Iron Spur', '铁距斗鸡')],
  },
  {
    code: 'CF_MANILA',
    category: 'SPORTS',
    displayName: 'Manila Cockpit',
    colors: ['#1565c0', '#ef5350'],
    games: 1,
    fixed: [lobby('CF_MANILA-LOBBY', 'Manila Cockpit', '马尼拉斗鸡')],
  },
  {
    code: 'CF_CEBU',
    category: 'SPORTS',
    displayName: 'Cebu Gallera',
    colors: ['#2e7d32', '#ffb300'],
    games: 1,
    fixed: [lobby('CF_CEBU-LOBBY', 'Cebu Gallera', '宿务斗鸡')],
  },
  {
    code: 'TCG_LOTTO_VN',
    category: 'ELOTT',
    displayName: 'TCG Lotto VN',
    colors: ['#da251d', '#ffcd00'],
    games: 8,
    fixed: [
      lotto('VN1M', 'Vietnam 1 Minute', '越南1分彩', 60),
      lotto('VN3M', 'Vietnam 3 Minutes', '越南3分彩', 180),
      lotto('HN5M', 'Hanoi 5 Minutes', '河内5分彩', 300),
      lotto('HCM1M', 'Ho Chi Minh Express', '胡志明快彩', 60),
      lotto('DN2M', 'Da Nang 2 Minutes', '岘港2分彩', 120),
      lotto('HP3M', 'Hai Phong 3 Minutes', '海防3分彩', 180),
      lotto('CT5M', 'Can Tho 5 Minutes', '芹苴5分彩', 300),
      lotto('HUE10M', 'Hue 10 Minutes', '顺化10分彩', 600),
    ],
  },
  {
    code: 'LOTT',
    category: 'ELOTT',
    displayName: 'Royal Lottery',
    colors: ['#f5c542', '#8b7bff'],
    games: 8,
    fixed: [
      lotto('FAST3D', 'Fast 3D', '极速3D', 60),
      lotto('LUCKY3M', 'Lucky 3 Minutes', '幸运3分彩', 180),
      lotto('GOLD5M', 'Gold 5 Minutes', '黄金5分彩', 300),
      lotto('FAST5D', 'Fast 5D', '极速5D', 60),
      lotto('STAR2M', 'Star 2 Minutes', '星辰2分彩', 120),
      lotto('JADE3M', 'Jade 3 Minutes', '翡翠3分彩', 180),
      lotto('GOLD10M', 'Gold 10 Minutes', '黄金10分彩', 600),
      lotto('LUCKY1M', 'Lucky 1 Minute', '幸运1分彩', 60),
    ],
  },
  {
    code: 'TCG_SEA',
    category: 'LOTT',
    displayName: 'TCG SEA Lotto',
    colors: ['#00b09b', '#96c93d'],
    games: 9,
    fixed: [
      lotto('SEA1M', 'SEA 1 Minute', '东南亚1分彩', 60),
      lotto('SEA3M', 'SEA 3 Minutes', '东南亚3分彩', 180),
      lotto('SEA5M', 'SEA 5 Minutes', '东南亚5分彩', 300),
      lotto('MNL1M', 'Manila 1 Minute', '马尼拉1分彩', 60),
      lotto('JKT2M', 'Jakarta 2 Minutes', '雅加达2分彩', 120),
      lotto('KL3M', 'Kuala Lumpur 3 Minutes', '吉隆坡3分彩', 180),
      lotto('BKK5M', 'Bangkok 5 Minutes', '曼谷5分彩', 300),
      lotto('VTE5M', 'Vientiane 5 Minutes', '万象5分彩', 300),
      lotto('PNH10M', 'Phnom Penh 10 Minutes', '金边10分彩', 600),
    ],
  },
];

/** Vendors whose cards launch one game; the others open their game list. */
export const isDirectLaunch = (v: VendorSeed): boolean => v.category === 'SPORTS';

export function engineFor(category: string, classify: string): Engine {
  if (category === 'LOTT' || category === 'ELOTT') return 'lottery';
  if (category === 'SPORTS') return 'duel';
  if (category === 'LIVE' || category === 'PVP' || classify === 'TG') return 'baccarat';
  if (category === 'FISH' || classify === 'AC') return 'crash';
  return 'slot';
}

/** mulberry32: a small deterministic PRNG, so the catalogue is the same on every seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (s: string): number =>
  [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

function classifyOf(index: number, total: number, mix: VendorSeed['mix']): string {
  const list = mix ?? [['SLOT', 1]];
  let edge = 0;
  for (const [classify, share] of list) {
    edge += share * total;
    if (index < edge) return classify;
  }
  return list[0]?.[0] ?? 'SLOT';
}

function nameFor(random: () => number, classify: string, used: Set<string>): Word {
  const special = CLASSIFY_NOUNS[classify];
  for (let attempt = 0; ; attempt++) {
    const adj = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)] as Word;
    const noun = (special ?? NOUNS)[Math.floor(random() * (special ?? NOUNS).length)] as Word;
    const suffix = (
      attempt > 3 ? SUFFIXES[Math.floor(random() * SUFFIXES.length)] : SUFFIXES[0]
    ) as Word;
    const en = [adj[0], noun[0], suffix[0]].filter(Boolean).join(' ');
    if (used.has(en) && attempt < 60) continue;
    const name: Word = used.has(en)
      ? [`${en} ${attempt}`, `${adj[1]}${noun[1]}${attempt}`]
      : [en, `${adj[1]}${noun[1]}${suffix[1]}`];
    used.add(name[0]);
    return name;
  }
}

/** The games of one vendor in one category. */
export function vendorGames(vendor: VendorSeed): GameSeed[] {
  const random = prng(hash(`${vendor.code}:${vendor.category}`));
  const used = new Set<string>();
  const base = { vendorCode: vendor.code, category: vendor.category };
  if (vendor.fixed) {
    return vendor.fixed.map((g, i) => ({
      ...base,
      classify: g.classify,
      gameCode: g.code,
      nameEn: g.name[0],
      nameCn: g.name[1],
      isHot: i === 0,
      isNew: false,
      supportPlay: 1,
      maintenance: false,
      engine: engineFor(vendor.category, g.classify),
      art: hash(g.code) % 12,
      drawIntervalSeconds: g.drawIntervalSeconds ?? null,
      sort: i,
    }));
  }
  const prefix = vendor.category === 'RNG' ? vendor.code : `${vendor.code}-${vendor.category}`;
  return Array.from({ length: vendor.games }, (_, i) => {
    const classify = classifyOf(i, vendor.games, vendor.mix);
    const [nameEn, nameCn] = nameFor(random, classify, used);
    const hot = random() < 0.09 || i < 3;
    return {
      ...base,
      classify,
      gameCode: `${prefix}-${String(i + 1).padStart(4, '0')}`,
      nameEn,
      nameCn,
      isHot: hot,
      isNew: random() < 0.08,
      supportPlay:
        vendor.category === 'LIVE' || vendor.category === 'PVP' ? 1 : random() < 0.75 ? 0 : 1,
      // One game of the catalogue is under maintenance, to show how a launch is refused.
      maintenance: vendor.code === 'PG' && i === 6,
      engine: engineFor(vendor.category, classify),
      art: Math.floor(random() * 12),
      drawIntervalSeconds: null,
      sort: i,
    };
  });
}

/**
 * The whole catalogue of a merchant. Names are drawn per vendor, so a later vendor's game that
 * repeats an earlier name gets a new one (every name once per merchant). Each game of a
 * category gets the next icon design number, so no two games of a lobby share a design.
 */
export function demoCatalogue(): GameSeed[] {
  const used = new Set<string>();
  const nextDesign = new Map<string, number>();
  return DEMO_VENDORS.flatMap(vendorGames).map((game) => {
    let [nameEn, nameCn] = [game.nameEn, game.nameCn];
    if (used.has(nameEn))
      [nameEn, nameCn] = nameFor(prng(hash(game.gameCode)), game.classify, used);
    else used.add(nameEn);
    const art = nextDesign.get(game.category) ?? 0;
    nextDesign.set(game.category, art + 1);
    return { ...game, nameEn, nameCn, art };
  });
}
