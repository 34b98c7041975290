// Vendor icon names are the vendor code plus DEFAULT or ACTIVE; BTI's differs (BTISPORTS).
export function vendorIconPath(vendor: string, active: boolean): string {
  const name = vendor === 'BTI' ? 'BTISPORTS' : vendor;
  return `/cdn/vendors/${name}_${active ? 'ACTIVE' : 'DEFAULT'}.svg`;
}
