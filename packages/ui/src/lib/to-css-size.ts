/** A size prop as CSS: numbers are pixels, strings pass through (`'24rem'`, `'50%'`). */
export function toCssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
