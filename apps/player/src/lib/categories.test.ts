import type { VendorCard, VendorLane } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { activeCategories, lotteryPathOf, prizeModeOf, splitLanes } from './categories';

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  gameCode: null,
  nodeId: null,
  isGame: 'VASSALAGE',
  maintenance: false,
});
const lane = (title: VendorLane['title'], ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((c) => card(c, title)),
  gameClassify: [],
});

describe('categories', () => {
  it('splits sports cards into e-sports and cockfight by the vendor lists and the ES_ and CF_ prefixes', () => {
    const lanes = splitLanes([
      lane('RNG', 'PG'),
      lane('SPORTS', 'SB', 'IMES', 'TF', 'SV3', 'DS88', 'ES_FRAG', 'CF_PIT', 'CF', 'ESX'),
    ]);
    expect(lanes.SPORTS?.map((c) => c.vassalage)).toEqual(['SB', 'CF', 'ESX']);
    expect(lanes.ESPORTS?.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'ES_FRAG']);
    expect(lanes.COCKFIGHT?.map((c) => c.vassalage)).toEqual(['SV3', 'DS88', 'CF_PIT']);
    expect(activeCategories(lanes)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
  });

  it('picks the ELOTT prize mode only when the lottery vendor holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf(splitLanes([lane('ELOTT', 'TCG_LOTTO_VN')]))).toBe('ELOTT');
    expect(prizeModeOf(splitLanes([lane('ELOTT', 'LOTT')]))).toBe('ELOTT');
    expect(prizeModeOf(splitLanes([lane('LOTT', 'TCG_SEA')]))).toBe('LOTT');
  });

  it('routes lottery vendors to their pages', () => {
    expect(lotteryPathOf('TCG_LOTTO_VN')).toBe('/vnLottery');
    expect(lotteryPathOf('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryPathOf('LOTT')).toBe('/lottery');
  });
});
