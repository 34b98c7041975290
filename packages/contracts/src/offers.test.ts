import { describe, expect, it } from 'vitest';
import { contractPageFlags, offersFrom } from './offers';
import { fractionToPercent, percentToFraction } from './rates';

const base = { downlineHigherRate: 'N', upline: 'demoagent', replacesId: null } as const;
const funds = {
  divtypereq: {
    CONS: [
      {
        ...base,
        status: 'P',
        id: 7,
        cycle: 'W',
        tier: 2,
        minimumBet: '2000.00',
        netLoss: '500.00',
        activeMember: 5,
        contractRate: '0.4',
      },
      {
        ...base,
        status: 'P',
        id: 7,
        cycle: 'W',
        tier: 1,
        minimumBet: '0.00',
        netLoss: '50.00',
        activeMember: 2,
        contractRate: '0.3',
      },
    ],
  },
  dailysalreqtype: {
    LIVE: [
      {
        ...base,
        status: 'E',
        replacesId: 3,
        downlineHigherRate: 'Y',
        id: 9,
        details: [{ betVolume: '100.00', activeMember: 1, rateType: 'P', rate: '0.8' }],
      },
    ],
  },
  contracthoursalreq: {},
  realtimesalreqtype: {
    CONS: [
      {
        ...base,
        upline: null,
        status: 'P',
        contractId: 4,
        realtimeSalaryRates: [{ singleBet: '1.00', profitRate: '0.05', lossRate: '0.1' }],
      },
    ],
  },
  divtypeinfo: { enableCt: true },
  dailysalinfotype: { salary: true },
  contractmrdailysalinfotype: { dailySalary: false },
  contracthoursalinfo: { hourSalary: false },
  realtimesalinfo: { realtimeSalary: true },
} as const;

describe('offersFrom', () => {
  it('reads the upstream maps: dividend rows per tier become one offer, in tier order', () => {
    const offers = offersFrom(funds as never);
    expect(offers.map((o) => [o.kind, o.id, o.gameType, o.status])).toEqual([
      ['dividend', 7, 'CONS', 'P'],
      ['daily', 9, 'LIVE', 'E'],
      ['realtime', 4, 'CONS', 'P'],
    ]);
    expect(offers[0]!.terms).toEqual({
      kind: 'dividend',
      cycle: 'W',
      tiers: [
        { minimumBet: '0.00', netLoss: '50.00', activeMember: 2, contractRate: '0.3' },
        { minimumBet: '2000.00', netLoss: '500.00', activeMember: 5, contractRate: '0.4' },
      ],
    });
    expect(offers[1]).toMatchObject({
      downlineHigherRate: true,
      replacesId: 3,
      upline: 'demoagent',
    });
    expect(offers[2]!.upline).toBeNull();
    // An edit of the terms is another offer to show (a new key).
    const edited = offersFrom({
      ...funds,
      dailysalreqtype: {
        LIVE: [
          {
            ...funds.dailysalreqtype.LIVE[0],
            details: [{ betVolume: '100.00', activeMember: 1, rateType: 'P', rate: '0.9' }],
          },
        ],
      },
    } as never);
    expect(edited[1]!.key).not.toBe(offers[1]!.key);
    expect(offersFrom(undefined)).toEqual([]);
  });

  it('reads the page switches', () => {
    expect(contractPageFlags(funds as never)).toEqual({
      enableCt: true,
      salary: true,
      hourlySalary: false,
      realtimeSalary: true,
    });
    expect(contractPageFlags(undefined)).toEqual({
      enableCt: false,
      salary: false,
      hourlySalary: false,
      realtimeSalary: false,
    });
  });
});

describe('rate conversions', () => {
  it('moves the decimal point exactly', () => {
    expect(percentToFraction('35')).toBe('0.35');
    expect(percentToFraction('1.5')).toBe('0.015');
    expect(percentToFraction('0.0001')).toBe('0.000001');
    expect(percentToFraction('100')).toBe('1');
    expect(percentToFraction('100.5')).toBeNull();
    expect(percentToFraction('1.00001')).toBeNull();
    expect(percentToFraction('abc')).toBeNull();
    expect(fractionToPercent('0.35')).toBe('35');
    expect(fractionToPercent('0.015')).toBe('1.5');
    expect(fractionToPercent('1')).toBe('100');
    for (const p of ['0', '0.1', '12.3456', '99.99', '7'])
      expect(fractionToPercent(percentToFraction(p)!)).toBe(p);
  });
});
