// Small helpers for the generated SVG images.

export const escapeXml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A colour from the database, or a safe default when it is not `#rrggbb`. */
export const safeColor = (c: string, fallback = '#444444'): string => (HEX.test(c) ? c : fallback);

/** Mixes a `#rrggbb` colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const c = safeColor(hex);
  const parts = [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
  const mixed = parts.map((v) =>
    Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)),
  );
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const svgDocument = (width: number, height: number, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
