// Banner artwork (1200 x 400): text-free, so one picture serves every language; the site
// shows the banner's title as its accessible name.
import { GOLD_GRADIENT, MOTIFS } from './motifs';
import { svgDocument } from './svg';

const THEMES: Readonly<
  Record<string, { from: string; to: string; motifs: string[]; big: string }>
> = {
  jackpot: { from: '#3a0ca3', to: '#f72585', motifs: ['coin', 'crown', 'gem'], big: '777' },
  live: { from: '#0b3d2e', to: '#1f7a4d', motifs: ['cards', 'spade', 'dice'], big: 'A♠' },
  slots: { from: '#7a1200', to: '#ff8a00', motifs: ['seven', 'cherry', 'bell'], big: '×1000' },
  sports: { from: '#002b5c', to: '#0096c7', motifs: ['ball', 'star', 'bolt'], big: '1X2' },
};

/** The banner motifs, in a fixed order (their index varies the sparkles). */
export const BANNER_ARTS: readonly string[] = Object.keys(THEMES);

export function bannerSvg(art: string, id: number): string {
  const t = THEMES[art] ?? THEMES.jackpot;
  if (!t) return '';
  const sparkles = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 463 + id * 97) % 1200;
    const y = (i * 181 + id * 53) % 400;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.25 + (i % 4) * 0.12}"/>`;
  }).join('');
  const motifs = t.motifs
    .map(
      (m, i) =>
        `<g transform="translate(${620 + i * 170} ${i === 1 ? 70 : 130}) scale(${i === 1 ? 2.6 : 2})">${MOTIFS[m] ?? ''}</g>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>` +
    `<radialGradient id="s" cx=".75" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${GOLD_GRADIENT}</defs>` +
    `<rect width="1200" height="400" fill="url(#b)"/><rect width="1200" height="400" fill="url(#s)"/>${sparkles}` +
    `<path d="M0 330 Q300 280 600 330 T1200 320 V400 H0 Z" fill="#000" opacity=".25"/>` +
    `<text x="90" y="255" font-family="Georgia,serif" font-size="190" font-weight="900" fill="url(#gold)" stroke="#00000055" stroke-width="4">${t.big}</text>${motifs}`;
  return svgDocument(1200, 400, body, art);
}
