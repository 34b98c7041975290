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

const label = (v: VendorArt): string => v.code.replace(/_/g, ' ');

function menuIcon(v: VendorArt, active: boolean): string {
  const from = safeColor(v.colorFrom);
  const to = safeColor(v.colorTo);
  const body =
    `<defs><linearGradient id="v" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect x="1" y="1" width="118" height="38" rx="19" fill="${active ? 'url(#v)' : '#1a2236'}" stroke="${active ? shade(from, 0.4) : '#35415f'}" stroke-width="2"/>` +
    `<text x="60" y="26" font-family="Inter,Arial,sans-serif" font-size="${label(v).length > 6 ? 13 : 16}" font-weight="800" text-anchor="middle" fill="${active ? '#fff' : '#b4bdd1'}">${escapeXml(label(v))}</text>`;
  return svgDocument(120, 40, body, v.displayName);
}

function card(v: VendorArt): string {
  const from = safeColor(v.colorFrom);
  const to = safeColor(v.colorTo);
  const motif = MOTIFS[motifFor(v.category, v.code, v.code.length)] ?? '';
  const body =
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${shade(to, -0.35)}"/></linearGradient>${GOLD_GRADIENT}</defs>` +
    `<rect width="360" height="200" fill="url(#c)"/>` +
    `<circle cx="290" cy="90" r="110" fill="#fff" opacity=".07"/><circle cx="300" cy="100" r="70" fill="#fff" opacity=".06"/>` +
    `<g transform="translate(200 24) scale(1.3)">${motif}</g>` +
    `<text x="22" y="56" font-family="Inter,Arial,sans-serif" font-size="${label(v).length > 8 ? 22 : 34}" font-weight="900" fill="#fff" opacity=".92">${escapeXml(label(v))}</text>`;
  return svgDocument(360, 200, body, v.displayName);
}

export function vendorImageSvg(v: VendorArt, kind: VendorImageKind): string {
  return kind === 'CARD' ? card(v) : menuIcon(v, kind === 'ACTIVE');
}
