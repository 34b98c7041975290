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
  moon: `<path d="M62 12 A38 38 0 1 0 88 66 A30 30 0 1 1 62 12 Z" fill="${gold}"/><circle cx="30" cy="30" r="3" fill="#fff"/><circle cx="78" cy="22" r="2" fill="#fff"/>`,
  sun: `<g fill="${gold}"><circle cx="50" cy="50" r="22"/><path d="M50 6 L55 22 H45 Z M50 94 L45 78 H55 Z M6 50 L22 45 V55 Z M94 50 L78 55 V45 Z M19 19 L33 27 L27 33 Z M81 81 L67 73 L73 67 Z M81 19 L73 33 L67 27 Z M19 81 L27 67 L33 73 Z"/></g><circle cx="50" cy="50" r="14" fill="#fff" opacity=".35"/>`,
  heart: `<path d="M50 86 C20 64 10 48 10 34 C10 20 22 12 32 12 C42 12 48 18 50 26 C52 18 58 12 68 12 C78 12 90 20 90 34 C90 48 80 64 50 86 Z" fill="#e8202a" stroke="#fff" stroke-width="3"/>`,
  diamond: `<path d="M50 8 L84 50 L50 92 L16 50 Z" fill="#e8202a" stroke="#fff" stroke-width="3"/>`,
  club: `<g fill="#fff"><circle cx="50" cy="30" r="17"/><circle cx="30" cy="56" r="17"/><circle cx="70" cy="56" r="17"/><path d="M46 50 H54 L60 88 H40 Z"/></g>`,
  lemon: `<ellipse cx="50" cy="54" rx="36" ry="26" fill="#ffe135" stroke="#c9a400" stroke-width="3" transform="rotate(-20 50 54)"/><path d="M62 22 C70 10 84 12 86 20 C76 24 70 26 62 22 Z" fill="#37d67a"/>`,
  grapes: `<g fill="#8e44ad" stroke="#5b2c6f" stroke-width="2"><circle cx="36" cy="38" r="11"/><circle cx="58" cy="38" r="11"/><circle cx="47" cy="56" r="11"/><circle cx="25" cy="56" r="11"/><circle cx="69" cy="56" r="11"/><circle cx="36" cy="74" r="11"/><circle cx="58" cy="74" r="11"/></g><path d="M47 28 C48 18 56 12 64 10" stroke="#37d67a" stroke-width="5" fill="none"/>`,
  watermelon: `<path d="M10 40 A40 40 0 0 0 90 40 Z" fill="#37d67a"/><path d="M16 40 A34 34 0 0 0 84 40 Z" fill="#ff4d6d"/><g fill="#1a1a2e"><ellipse cx="34" cy="52" rx="3" ry="5"/><ellipse cx="50" cy="60" rx="3" ry="5"/><ellipse cx="66" cy="52" rx="3" ry="5"/></g>`,
  pyramid: `<path d="M50 12 L92 84 H8 Z" fill="${gold}"/><path d="M50 12 L64 84 H92 Z" fill="#000" opacity=".22"/><path d="M28 60 H72 M18 74 H82 M38 44 H62" stroke="#7a4a00" stroke-width="2" opacity=".5"/><circle cx="50" cy="36" r="6" fill="#fff"/>`,
  lantern: `<rect x="46" y="6" width="8" height="10" fill="${gold}"/><ellipse cx="50" cy="50" rx="32" ry="36" fill="#e8202a"/><path d="M50 14 V86 M30 20 C22 40 22 60 30 80 M70 20 C78 40 78 60 70 80" stroke="${gold}" stroke-width="3" fill="none"/><path d="M44 86 V96 M50 86 V98 M56 86 V96" stroke="${gold}" stroke-width="3"/>`,
  key: `<circle cx="32" cy="40" r="20" fill="none" stroke="${gold}" stroke-width="10"/><path d="M48 52 L86 88 M70 72 L78 64 M78 80 L86 72" stroke="${gold}" stroke-width="9" stroke-linecap="round"/>`,
  trophy: `<path d="M28 14 H72 V38 C72 56 60 64 50 64 C40 64 28 56 28 38 Z" fill="${gold}"/><path d="M28 22 H14 C14 40 22 46 30 46 M72 22 H86 C86 40 78 46 70 46" stroke="${gold}" stroke-width="5" fill="none"/><rect x="44" y="62" width="12" height="14" fill="${gold}"/><rect x="30" y="76" width="40" height="10" rx="3" fill="${gold}"/>`,
  rocket: `<path d="M50 8 C68 24 70 50 62 72 H38 C30 50 32 24 50 8 Z" fill="#fff"/><circle cx="50" cy="38" r="9" fill="#1f6feb"/><path d="M38 58 L22 78 L38 74 Z M62 58 L78 78 L62 74 Z" fill="#e8202a"/><path d="M42 74 L50 96 L58 74 Z" fill="#ff8a00"/>`,
  mask: `<path d="M10 36 C30 26 42 30 50 38 C58 30 70 26 90 36 C88 58 74 68 60 62 C54 60 52 54 50 54 C48 54 46 60 40 62 C26 68 12 58 10 36 Z" fill="${gold}"/><ellipse cx="32" cy="44" rx="9" ry="6" fill="#1a1a2e"/><ellipse cx="68" cy="44" rx="9" ry="6" fill="#1a1a2e"/>`,
  chip: `<circle cx="50" cy="50" r="38" fill="#e8202a"/><g stroke="#fff" stroke-width="8"><path d="M50 12 V24 M50 76 V88 M12 50 H24 M76 50 H88 M23 23 L31 31 M69 69 L77 77 M77 23 L69 31 M31 69 L23 77"/></g><circle cx="50" cy="50" r="20" fill="#fff"/><circle cx="50" cy="50" r="14" fill="none" stroke="#e8202a" stroke-width="3"/>`,
  roulette: `<circle cx="50" cy="50" r="40" fill="#1a1a2e" stroke="${gold}" stroke-width="5"/><g stroke="#e8202a" stroke-width="9" fill="none"><circle cx="50" cy="50" r="28" stroke-dasharray="11 11"/></g><circle cx="50" cy="50" r="14" fill="${gold}"/><circle cx="74" cy="30" r="5" fill="#fff"/>`,
  shell: `<path d="M50 86 L14 44 C16 24 34 12 50 12 C66 12 84 24 86 44 Z" fill="#ffb3c1"/><path d="M50 86 L30 18 M50 86 L50 12 M50 86 L70 18 M50 86 L16 40 M50 86 L84 40" stroke="#c9184a" stroke-width="3"/>`,
  anchor: `<circle cx="50" cy="18" r="9" fill="none" stroke="#fff" stroke-width="6"/><path d="M50 27 V86 M32 42 H68 M18 62 C20 80 36 88 50 86 C64 88 80 80 82 62" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  ticket: `<path d="M10 30 H90 V44 C84 44 80 47 80 50 C80 53 84 56 90 56 V70 H10 V56 C16 56 20 53 20 50 C20 47 16 44 10 44 Z" fill="${gold}"/><path d="M34 30 V70" stroke="#7a4a00" stroke-width="2" stroke-dasharray="4 4"/><text x="62" y="58" font-size="22" font-weight="900" text-anchor="middle" fill="#7a4a00">4D</text>`,
  gift: `<rect x="16" y="42" width="68" height="46" rx="4" fill="#e8202a"/><rect x="10" y="30" width="80" height="16" rx="4" fill="#ff4d6d"/><rect x="44" y="30" width="12" height="58" fill="${gold}"/><path d="M50 30 C40 12 22 14 26 24 C30 32 44 30 50 30 C56 30 70 32 74 24 C78 14 60 12 50 30 Z" fill="none" stroke="${gold}" stroke-width="5"/>`,
  banknote: `<rect x="8" y="26" width="84" height="48" rx="6" fill="#37d67a" stroke="#1c7a44" stroke-width="3"/><rect x="16" y="34" width="68" height="32" rx="4" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/><circle cx="50" cy="50" r="13" fill="#fff" opacity=".85"/><text x="50" y="57" font-size="20" font-weight="900" text-anchor="middle" font-family="Georgia,serif" fill="#1c7a44">$</text>`,
  phone: `<rect x="28" y="8" width="44" height="84" rx="9" fill="#1a1a2e" stroke="#fff" stroke-width="3"/><rect x="33" y="18" width="34" height="60" rx="3" fill="#5b86e5"/><circle cx="50" cy="85" r="3.5" fill="#fff"/><path d="M38 30 H62 M38 40 H56 M38 50 H60" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  headphones: `<path d="M18 62 V50 C18 30 32 16 50 16 C68 16 82 30 82 50 V62" fill="none" stroke="#fff" stroke-width="7"/><rect x="10" y="54" width="20" height="32" rx="8" fill="${gold}"/><rect x="70" y="54" width="20" height="32" rx="8" fill="${gold}"/>`,
  watch: `<rect x="38" y="6" width="24" height="22" rx="3" fill="#434343"/><rect x="38" y="72" width="24" height="22" rx="3" fill="#434343"/><circle cx="50" cy="50" r="27" fill="${gold}"/><circle cx="50" cy="50" r="21" fill="#fff"/><path d="M50 36 V50 L60 56" stroke="#1a1a2e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
};

/** The motifs a game icon may use, by category (slots have the most). */
const CATEGORY_MOTIFS: Readonly<Record<string, readonly string[]>> = {
  RNG: [
    'crown',
    'gem',
    'seven',
    'cherry',
    'star',
    'clover',
    'coin',
    'bell',
    'bolt',
    'horseshoe',
    'moon',
    'sun',
    'lemon',
    'grapes',
    'watermelon',
    'pyramid',
    'lantern',
    'key',
    'trophy',
    'rocket',
    'mask',
    'dice',
  ],
  LIVE: ['cards', 'spade', 'heart', 'diamond', 'club', 'chip', 'roulette', 'crown'],
  PVP: ['cards', 'dice', 'chip', 'club', 'heart', 'spade', 'diamond', 'trophy'],
  FISH: ['fish', 'shell', 'anchor', 'gem', 'coin', 'moon'],
  LOTT: ['balls', 'ticket', 'star', 'coin', 'clover', 'trophy'],
  ELOTT: ['balls', 'ticket', 'star', 'coin', 'clover', 'trophy'],
  SPORTS: ['ball', 'trophy', 'ball', 'star'],
  /** Points-mall rewards, by reward type. */
  REWARD_CASH: ['coin', 'banknote'],
  REWARD_BONUS: ['gift', 'gem', 'star', 'crown', 'trophy'],
  REWARD_ITEM: ['phone', 'headphones', 'watch', 'gift', 'rocket'],
};

export const motifsOf = (category: string): readonly string[] =>
  CATEGORY_MOTIFS[category] ?? CATEGORY_MOTIFS.RNG ?? [];

/** The motif of a vendor's card by its category. */
export function motifFor(category: string, vendor: string, art: number): string {
  if (category === 'SPORTS' && COCKFIGHT.test(vendor)) return 'rooster';
  if (category === 'SPORTS' && ESPORTS.test(vendor))
    return ['bolt', 'rocket', 'gem'][art % 3] ?? 'bolt';
  const motifs = motifsOf(category);
  return motifs[art % motifs.length] ?? 'star';
}

/** Cockfight vendors' codes (their cards show a rooster). */
const COCKFIGHT = /^(DS88|DIG|SV3|CF_)/;
/** E-sports vendors' codes (their cards show a bolt, a rocket or a gem). */
const ESPORTS = /^(IMES$|TF$|IA$|ES_)/;

export const GOLD_GRADIENT =
  '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#c98a12"/></linearGradient>';
