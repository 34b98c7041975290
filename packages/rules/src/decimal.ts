/** Orders two non-negative decimal strings ('12.50' < '100.00') without turning them into floats. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(ai.length, bi.length);
  const fraction = Math.max(af.length, bf.length);
  const left = ai.padStart(width, '0') + af.padEnd(fraction, '0');
  const right = bi.padStart(width, '0') + bf.padEnd(fraction, '0');
  return left < right ? -1 : left > right ? 1 : 0;
}
