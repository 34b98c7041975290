// Image and launch hosts: one is picked at random from the server's lists (imageCDNs,
// launchGameCDNs) and kept for the page's life, so images stay cached. Paths from the
// server are prefixed with it; absolute URLs are used as they are.

const picked = new Map<string, string>();

export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  const key = hosts.join('\n');
  let host = picked.get(key);
  if (host === undefined) {
    host = (hosts[Math.floor(random() * hosts.length)] ?? '').replace(/\/+$/, '');
    picked.set(key, host);
  }
  return host;
}

export function withHost(path: string, host: string): string {
  if (!path) return path;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}
