// Game icons, generated from the vendor's colours and the game's motif: the same game always
// gets the same picture, and 2,000 games need no image files.
import { GOLD_GRADIENT, MOTIFS, motifFor } from './motifs';
import { safeColor, shade, svgDocument } from './svg';

export interface IconInput {
  id: number;
  vendorCode: string;
  category: string;
  art: number;
  colorFrom: string;
  colorTo: string;
}

const SIZE = 240;

export function gameIconSvg(game: IconInput): string {
  const from = safeColor(game.colorFrom);
  const to = safeColor(game.colorTo);
  const angle = (game.id * 37) % 360;
  const motif = MOTIFS[motifFor(game.category, game.vendorCode, game.art)] ?? '';
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 + angle) % 360;
    return `<path d="M120 120 L${120 + 200 * Math.cos((a * Math.PI) / 180)} ${120 + 200 * Math.sin((a * Math.PI) / 180)} L${120 + 200 * Math.cos(((a + 12) * Math.PI) / 180)} ${120 + 200 * Math.sin(((a + 12) * Math.PI) / 180)} Z" fill="#fff" opacity=".06"/>`;
  }).join('');
  const body =
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle % 90} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${shade(from, 0.6)}" stop-opacity=".8"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(to, -0.6)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(to, -0.6)}" stop-opacity=".7"/></linearGradient>${GOLD_GRADIENT}</defs>` +
    `<clipPath id="frame"><rect width="${SIZE}" height="${SIZE}"/></clipPath>` +
    `<g clip-path="url(#frame)"><rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${rays}` +
    `<circle cx="120" cy="108" r="92" fill="url(#glow)"/>` +
    `<g transform="translate(40 40) scale(1.6)">${motif}</g>` +
    `<rect y="170" width="${SIZE}" height="70" fill="url(#fade)"/></g>`;
  return svgDocument(SIZE, SIZE, body, `${game.vendorCode} game ${game.id}`);
}

/** Shown for a game that no longer exists. */
export function defaultGameIconSvg(): string {
  const body =
    `<defs>${GOLD_GRADIENT}</defs><rect width="${SIZE}" height="${SIZE}" fill="#1a2236"/>` +
    `<g transform="translate(40 40) scale(1.6)" opacity=".5">${MOTIFS.spade ?? ''}</g>`;
  return svgDocument(SIZE, SIZE, body, 'game');
}
