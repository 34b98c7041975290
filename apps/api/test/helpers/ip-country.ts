// The two documentation ranges the seed once mapped to countries, kept only as a test
// fixture: a lookup that answers them first and asks the real country database otherwise.
import { BlockList } from 'node:net';
import { countryDatabase, type CountryLookup } from '../../src/domain/site';
import { ipFamily, normalizeIp, parseIpEntry } from '../../src/domain/merchants';

export const DEMO_IP_RANGES: readonly { network: string; countryCode: string }[] = [
  { network: '192.0.2.0/24', countryCode: 'KP' },
  { network: '198.51.100.0/24', countryCode: 'SG' },
];

export function withRanges(
  ranges: readonly { network: string; countryCode: string }[],
  fallback: CountryLookup = countryDatabase,
): CountryLookup {
  const lists = ranges.map(({ network, countryCode }) => {
    const list = new BlockList();
    const entry = parseIpEntry(network);
    if (!entry || entry.prefix === null) throw new Error(`not a range: ${network}`);
    list.addSubnet(entry.address, entry.prefix, entry.family);
    return { list, countryCode };
  });
  return (ip) => {
    const address = normalizeIp(ip);
    const family = ipFamily(address);
    if (!family) return null;
    return lists.find(({ list }) => list.check(address, family))?.countryCode ?? fallback(address);
  };
}
