// Vendor images: <CODE>_DEFAULT (menu icon, muted), <CODE>_ACTIVE (menu icon, in the
// vendor's colours) and <CODE>_CARD (large card of the game centres).
import { GOLD_GRADIENT, MOTIFS, motifFor } from './motifs';
import { escapeXml, safeColor, shade, svgDocument } from './svg';

export interface VendorArt {
  code: string;
  displayName: string;
  category: string;
  colorFrom: string;
  colorTo: string;
}

export type VendorImageKind = 'DEFAULT' | 'ACTIVE' | 'CARD';

/** Icon names that differ from the vendor code (BTI's icons are named BTISPORTS). */
const ICON_NAMES: Readonly<Record<string, string>> = { BTISPORTS: 'BTI' };

/** 'PG_ACTIVE.svg' -> { code: 'PG', kind: 'ACTIVE' }; 'BTISPORTS_DEFAULT.svg' -> BTI. */
export function parseVendorImage(file: string): { code: string; kind: VendorImageKind } | null {
  const m = /^(.+)_(DEFAULT|ACTIVE|CARD)\.svg$/.exec(file);
  if (!m?.[1] || !m[2]) return null;
  return { code: ICON_NAMES[m[1]] ?? m[1], kind: m[2] as VendorImageKind };
}

const hashOf = (s: string): number =>
  [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** Emblem outlines in a 36 x 36 box. */
const EMBLEMS: readonly string[] = [
  'M18 1 L34 7 V18 C34 27 27 33 18 35 C9 33 2 27 2 18 V7 Z',
  'M18 1 L33 9.5 V26.5 L18 35 L3 26.5 V9.5 Z',
  'M18 1 A17 17 0 1 1 17.99 1 Z',
  'M18 1 L35 18 L18 35 L1 18 Z',
  'M8 1 H28 A7 7 0 0 1 35 8 V28 A7 7 0 0 1 28 35 H8 A7 7 0 0 1 1 28 V8 A7 7 0 0 1 8 1 Z',
  'M18 1 L22 12 L34 10 L26 19 L33 30 L21 26 L18 35 L15 26 L3 30 L10 19 L2 10 L14 12 Z',
];

const WORDMARK_FONTS: readonly string[] = [
  'Inter,Arial,sans-serif',
  'Georgia,serif',
  'Trebuchet MS,Verdana,sans-serif',
  'Impact,Arial Narrow,sans-serif',
];

/** Up to three capitals for the emblem: initials of the name's words, else its first letters. */
function monogram(v: VendorArt): string {
  const words = v.displayName.split(/[\s-]+/).filter(Boolean);
  const initials = words.map((w) => w[0] ?? '').join('');
  const mark = initials.length >= 2 ? initials : v.displayName.replace(/\s/g, '');
  return mark.slice(0, words.length === 1 ? 2 : 3).toUpperCase();
}

/**
 * A vendor's logo for menus and the footer: an emblem (its shape chosen by the vendor's code)
 * with the monogram, beside the name set in one of a few typefaces. ACTIVE is in the vendor's
 * colours, DEFAULT muted.
 */
function menuIcon(v: VendorArt, active: boolean): string {
  const from = safeColor(v.colorFrom);
  const to = safeColor(v.colorTo);
  const h = hashOf(v.code);
  const emblem = EMBLEMS[h % EMBLEMS.length] ?? EMBLEMS[0];
  const font = WORDMARK_FONTS[(h >>> 3) % WORDMARK_FONTS.length] ?? WORDMARK_FONTS[0];
  const mono = monogram(v);
  const words = v.displayName.split(' ');
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const size = Math.max(9, Math.min(15, Math.floor(150 / Math.max(6, v.displayName.length))));
  const ink = active ? '#ffffff' : '#b4bdd1';
  const body =
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<g transform="translate(2 2)"><path d="${emblem}" fill="${active ? 'url(#v)' : '#26304a'}" stroke="${active ? shade(from, 0.5) : '#4a5675'}" stroke-width="1.5"/>` +
    `<text x="18" y="${mono.length > 2 ? 22 : 23.5}" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="${mono.length > 2 ? 10 : 13}" font-weight="900" fill="${active ? '#fff' : '#d5dbe8'}">${escapeXml(mono)}</text></g>` +
    `<text x="44" y="${rest ? 18 : 25}" font-family="${font}" font-size="${size}" font-weight="800" fill="${ink}">${escapeXml(rest ? first : v.displayName)}</text>` +
    (rest
      ? `<text x="44" y="32" font-family="${font}" font-size="${Math.min(size, 11)}" font-weight="500" letter-spacing="1" fill="${ink}" opacity=".8">${escapeXml(rest.toUpperCase())}</text>`
      : '');
  return svgDocument(120, 40, body, v.displayName);
}

function card(v: VendorArt): string {
  const from = safeColor(v.colorFrom);
  const to = safeColor(v.colorTo);
  const motif = MOTIFS[motifFor(v.category, v.code, hashOf(v.code) >>> 5)] ?? '';
  const body =
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${shade(to, -0.35)}"/></linearGradient>${GOLD_GRADIENT}</defs>` +
    `<rect width="360" height="200" fill="url(#c)"/>` +
    `<circle cx="290" cy="90" r="110" fill="#fff" opacity=".07"/><circle cx="300" cy="100" r="70" fill="#fff" opacity=".06"/>` +
    `<g transform="translate(200 24) scale(1.3)">${motif}</g>` +
    `<text x="22" y="56" font-family="Inter,Arial,sans-serif" font-size="${v.displayName.length > 12 ? 20 : 28}" font-weight="900" fill="#fff" opacity=".92">${escapeXml(v.displayName)}</text>`;
  return svgDocument(360, 200, body, v.displayName);
}

export function vendorImageSvg(v: VendorArt, kind: VendorImageKind): string {
  return kind === 'CARD' ? card(v) : menuIcon(v, kind === 'ACTIVE');
}
