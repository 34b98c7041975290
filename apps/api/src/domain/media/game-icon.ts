// Game icons, generated: the same game always gets the same picture, and 2,000 games need no
// image files. A picture combines a motif (from its category's set), a palette, a backdrop
// pattern (the frame) and the game's title lettered in one of several styles. The seed gives
// each game of a category its own design number (`art`), and designs are numbered so that no
// two numbers below the category's capacity share motif, palette and frame: no two games of
// one lobby look alike.
import { GOLD_GRADIENT, MOTIFS, motifsOf } from './motifs';
import { escapeXml, shade, svgDocument } from './svg';

export interface IconInput {
  id: number;
  vendorCode: string;
  category: string;
  art: number;
  name: string;
}

const SIZE = 240;

/** Background gradients (from, to) and the colour of the title lettering. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ff5a36', '#7a1200', '#fff1a8'],
  ['#1f6feb', '#0b1e4d', '#ffffff'],
  ['#d4145a', '#4a0326', '#ffd6e7'],
  ['#11998e', '#053b36', '#d7fff1'],
  ['#8e2de2', '#2a0a5e', '#f3e1ff'],
  ['#f7971e', '#7a3300', '#fff6d5'],
  ['#00b4db', '#003a70', '#e0fbff'],
  ['#c31432', '#240b36', '#ffd1d1'],
  ['#38ef7d', '#0b5e2b', '#ffffff'],
  ['#fc466b', '#3f5efb', '#ffffff'],
  ['#f5c542', '#6b4a00', '#2b1a00'],
  ['#434343', '#0d0d0d', '#f5c542'],
  ['#e65c00', '#5e1a00', '#fff1a8'],
  ['#00c9a7', '#1e3a8a', '#ffffff'],
  ['#ff758c', '#7a1f3d', '#fff0f3'],
  ['#5b86e5', '#1b2a6b', '#fff1a8'],
];

const FRAMES = ['rays', 'rings', 'diamonds', 'waves', 'stripes', 'dots'] as const;

/** Title lettering: font, weight, letter spacing, upper case. */
const LETTERING = [
  { font: 'Georgia,serif', weight: 900, spacing: 0, upper: false },
  { font: 'Impact,Haettenschweiler,Arial Narrow,sans-serif', weight: 700, spacing: 1, upper: true },
  { font: 'Trebuchet MS,Verdana,sans-serif', weight: 800, spacing: 0, upper: false },
  { font: 'Palatino,Book Antiqua,serif', weight: 700, spacing: 2, upper: true },
] as const;

export interface IconDesign {
  motif: string;
  palette: number;
  frame: (typeof FRAMES)[number];
  lettering: number;
}

/**
 * Design number -> motif, palette, frame and lettering. Consecutive numbers change the motif;
 * numbers with the same motif differ in palette or frame, up to motifs x palettes x frames.
 */
/** @internal */
export function iconDesign(category: string, art: number): IconDesign {
  const motifs = motifsOf(category);
  const d = Math.max(0, Math.floor(art));
  const m = d % motifs.length;
  const q = Math.floor(d / motifs.length);
  const frame = q % FRAMES.length;
  return {
    motif: motifs[m] ?? 'star',
    palette: ((Math.floor(q / FRAMES.length) % PALETTES.length) + m) % PALETTES.length,
    frame: FRAMES[frame] ?? 'rays',
    lettering: (d + frame) % LETTERING.length,
  };
}

/** How many games of a category can have pairwise different designs. */
/** @internal */
export const designCapacity = (category: string): number =>
  motifsOf(category).length * PALETTES.length * FRAMES.length;

function backdrop(frame: IconDesign['frame']): string {
  const white = (o: number) => `fill="#fff" opacity="${o}"`;
  switch (frame) {
    case 'rays':
      return Array.from({ length: 12 }, (_, i) => {
        const a = i * 30 * (Math.PI / 180);
        const b = a + 0.21;
        const p = (r: number, t: number) =>
          `${(120 + r * Math.cos(t)).toFixed(1)} ${(110 + r * Math.sin(t)).toFixed(1)}`;
        return `<path d="M120 110 L${p(220, a)} L${p(220, b)} Z" ${white(0.07)}/>`;
      }).join('');
    case 'rings':
      return [40, 70, 100, 130, 160]
        .map(
          (r) =>
            `<circle cx="120" cy="110" r="${r}" fill="none" stroke="#fff" stroke-width="10" opacity=".07"/>`,
        )
        .join('');
    case 'diamonds':
      return Array.from({ length: 25 }, (_, i) => {
        const x = (i % 5) * 60;
        const y = Math.floor(i / 5) * 60 - 20;
        return `<path d="M${x} ${y} l30 30 l-30 30 l-30 -30 Z" ${white(i % 2 ? 0.05 : 0.1)}/>`;
      }).join('');
    case 'waves':
      return [30, 70, 110, 150, 190]
        .map(
          (y) =>
            `<path d="M0 ${y} Q60 ${y - 24} 120 ${y} T240 ${y}" fill="none" stroke="#fff" stroke-width="8" opacity=".08"/>`,
        )
        .join('');
    case 'stripes':
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M${i * 60 - 240} 240 L${i * 60} 0 h24 L${i * 60 - 216} 240 Z" ${white(0.07)}/>`,
      ).join('');
    case 'dots':
      return Array.from({ length: 64 }, (_, i) => {
        const x = (i % 8) * 32 + 8;
        const y = Math.floor(i / 8) * 32 + 8;
        return `<circle cx="${x}" cy="${y}" r="${3 + (i % 3) * 2}" ${white(0.08)}/>`;
      }).join('');
  }
}

/** The title in one or two lines that fit the icon's width. */
function lettering(name: string, style: number, color: string, shadow: string): string {
  const l = LETTERING[style] ?? LETTERING[0];
  const text = l.upper ? name.toUpperCase() : name;
  const words = text.split(/\s+/).filter(Boolean);
  let lines = [text];
  if (text.length > 10 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ').length;
      const b = words.slice(i).join(' ').length;
      const bestA = words.slice(0, best).join(' ').length;
      const bestB = words.slice(best).join(' ').length;
      if (Math.max(a, b) < Math.max(bestA, bestB)) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  const longest = Math.max(...lines.map((s) => s.length));
  // Average glyph width in ems: capitals and wide faces take more room.
  const em = (l.upper ? 0.74 : 0.58) + l.spacing * 0.03;
  const size = Math.max(14, Math.min(32, Math.floor(216 / (longest * em))));
  const top = lines.length === 1 ? 170 : 150;
  return lines
    .map(
      (line, i) =>
        `<text x="120" y="${top + i * (size + 2)}" text-anchor="middle" font-family="${l.font}" font-weight="${l.weight}" font-size="${size}" letter-spacing="${l.spacing}" fill="${color}" stroke="${shadow}" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function gameIconSvg(game: IconInput): string {
  const design = iconDesign(game.category, game.art);
  const [from, to, ink] = PALETTES[design.palette] ?? PALETTES[0] ?? ['#333', '#111', '#fff'];
  const motif = MOTIFS[design.motif] ?? '';
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${shade(from, 0.6)}" stop-opacity=".8"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(to, -0.6)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(to, -0.6)}" stop-opacity=".85"/></linearGradient>${GOLD_GRADIENT}</defs>` +
    `<clipPath id="frame"><rect width="${SIZE}" height="${SIZE}"/></clipPath>` +
    `<g clip-path="url(#frame)"><rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${backdrop(design.frame)}` +
    `<circle cx="120" cy="56" r="72" fill="url(#glow)"/>` +
    `<g transform="translate(72 6) scale(0.96)">${motif}</g>` +
    `<rect y="110" width="${SIZE}" height="130" fill="url(#fade)"/>` +
    lettering(game.name, design.lettering, ink, shade(to, -0.7)) +
    `</g>`;
  return svgDocument(SIZE, SIZE, body, game.name);
}

/** Shown for a game that no longer exists. */
export function defaultGameIconSvg(): string {
  const body =
    `<defs>${GOLD_GRADIENT}</defs><rect width="${SIZE}" height="${SIZE}" fill="#1a2236"/>` +
    `<g transform="translate(40 40) scale(1.6)" opacity=".5">${MOTIFS.spade ?? ''}</g>`;
  return svgDocument(SIZE, SIZE, body, 'game');
}
