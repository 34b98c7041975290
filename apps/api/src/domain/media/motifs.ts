// Artwork motifs of the generated game icons, drawn in a 100 x 100 box centred at (50, 50).

const gold = 'url(#gold)';

export const MOTIFS: Readonly<Record<string, string>> = {
  crown: `<path d="M14 70 L20 30 L36 48 L50 22 L64 48 L80 30 L86 70 Z" fill="${gold}"/><rect x="14" y="72" width="72" height="10" rx="3" fill="${gold}"/><circle cx="50" cy="22" r="5" fill="#fff"/>`,
  gem: `<path d="M50 86 L14 40 L28 18 L72 18 L86 40 Z" fill="#7ef9ff" opacity=".92"/><path d="M14 40 H86 M28 18 L40 40 L50 86 L60 40 L72 18 M40 40 L50 18 L60 40" stroke="#fff" stroke-width="2.5" fill="none" opacity=".8"/>`,
  seven: `<text x="50" y="80" font-size="78" font-weight="900" text-anchor="middle" font-family="Georgia,serif" fill="${gold}" stroke="#7a1200" stroke-width="3">7</text>`,
  cherry: `<path d="M52 18 C44 40 38 48 32 58 M52 18 C58 40 64 50 70 60" stroke="#2f8f2f" stroke-width="5" fill="none"/><circle cx="32" cy="66" r="16" fill="#e8202a"/><circle cx="70" cy="66" r="16" fill="#e8202a"/><circle cx="27" cy="60" r="4" fill="#fff" opacity=".7"/><circle cx="65" cy="60" r="4" fill="#fff" opacity=".7"/>`,
  star: `<path d="M50 10 L61 38 L91 40 L68 59 L76 88 L50 72 L24 88 L32 59 L9 40 L39 38 Z" fill="${gold}" stroke="#fff" stroke-width="2"/>`,
  clover: `<g fill="#37d67a"><circle cx="38" cy="38" r="15"/><circle cx="62" cy="38" r="15"/><circle cx="38" cy="62" r="15"/><circle cx="62" cy="62" r="15"/></g><path d="M50 50 Q56 74 66 90" stroke="#1c7a44" stroke-width="5" fill="none"/>`,
  coin: `<circle cx="50" cy="50" r="38" fill="${gold}" stroke="#a86b00" stroke-width="4"/><circle cx="50" cy="50" r="28" fill="none" stroke="#fff6" stroke-width="3"/><text x="50" y="63" font-size="36" font-weight="900" text-anchor="middle" font-family="Georgia,serif" fill="#7a4a00">$</text>`,
  bell: `<path d="M50 14 C30 14 26 34 26 52 C26 62 18 68 16 74 H84 C82 68 74 62 74 52 C74 34 70 14 50 14 Z" fill="${gold}"/><circle cx="50" cy="82" r="8" fill="${gold}"/><circle cx="50" cy="12" r="5" fill="#fff"/>`,
  spade: `<path d="M50 12 C70 36 88 46 88 62 C88 76 72 82 58 72 C60 82 64 88 70 90 H30 C36 88 40 82 42 72 C28 82 12 76 12 62 C12 46 30 36 50 12 Z" fill="#fff"/>`,
  dice: `<rect x="18" y="18" width="64" height="64" rx="12" fill="#fff"/><g fill="#c0162d"><circle cx="34" cy="34" r="6"/><circle cx="66" cy="34" r="6"/><circle cx="50" cy="50" r="6"/><circle cx="34" cy="66" r="6"/><circle cx="66" cy="66" r="6"/></g>`,
  bolt: `<path d="M58 8 L22 56 H46 L38 92 L78 40 H54 Z" fill="${gold}" stroke="#fff" stroke-width="2"/>`,
  horseshoe: `<path d="M24 20 C10 62 30 88 50 88 C70 88 90 62 76 20 H62 C70 50 64 72 50 72 C36 72 30 50 38 20 Z" fill="${gold}"/>`,
  fish: `<path d="M14 50 C30 26 62 24 78 44 L92 30 L88 50 L92 70 L78 56 C62 76 30 74 14 50 Z" fill="#ffb347" stroke="#fff" stroke-width="2"/><circle cx="30" cy="46" r="4" fill="#1a1a2e"/>`,
  ball: `<circle cx="50" cy="50" r="36" fill="#fff"/><path d="M50 30 L66 42 L60 62 H40 L34 42 Z" fill="#1a1a2e"/><path d="M50 14 V30 M66 42 L84 36 M60 62 L70 80 M40 62 L30 80 M34 42 L16 36" stroke="#1a1a2e" stroke-width="3"/>`,
  cards: `<rect x="16" y="22" width="40" height="56" rx="6" fill="#fff" transform="rotate(-12 36 50)"/><rect x="44" y="22" width="40" height="56" rx="6" fill="#fff" transform="rotate(12 64 50)"/><text x="64" y="60" font-size="26" font-weight="800" text-anchor="middle" fill="#c0162d" transform="rotate(12 64 50)">A</text>`,
  balls: `<circle cx="30" cy="56" r="17" fill="#e8202a"/><circle cx="70" cy="56" r="17" fill="#1f6feb"/><circle cx="50" cy="32" r="17" fill="${gold}"/><g font-size="16" font-weight="800" text-anchor="middle" fill="#fff"><text x="30" y="62">3</text><text x="70" y="62">8</text><text x="50" y="38" fill="#5a3a00">5</text></g>`,
  rooster: `<path d="M30 80 C24 60 30 40 46 34 C44 24 52 16 60 20 C66 14 74 18 72 26 C82 30 82 40 74 44 C80 58 72 78 54 82 Z" fill="#ff6a3d"/><path d="M60 20 L64 10 L68 20" fill="#e8202a"/><circle cx="64" cy="30" r="3" fill="#1a1a2e"/><path d="M74 32 L86 34 L74 38 Z" fill="${gold}"/>`,
};

const SLOT_MOTIFS = [
  'crown',
  'gem',
  'seven',
  'cherry',
  'star',
  'clover',
  'coin',
  'bell',
  'spade',
  'dice',
  'bolt',
  'horseshoe',
];

/** The motif of a game by its category (and its own art index for slots). */
export function motifFor(category: string, vendor: string, art: number): string {
  if (category === 'FISH') return 'fish';
  if (category === 'LIVE' || category === 'PVP') return art % 2 === 0 ? 'cards' : 'spade';
  if (category === 'LOTT' || category === 'ELOTT') return 'balls';
  if (category === 'SPORTS') return ['DS88', 'DIG', 'SV3'].includes(vendor) ? 'rooster' : 'ball';
  return SLOT_MOTIFS[art % SLOT_MOTIFS.length] ?? 'star';
}

export const GOLD_GRADIENT =
  '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#c98a12"/></linearGradient>';
