import { describe, expect, it } from 'vitest';
import { flattenWhitelabel } from './system';

describe('flattenWhitelabel', () => {
  it('turns the module tree into a map where a child is on only under an enabled parent', () => {
    const flags = flattenWhitelabel([
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [
          {
            modId: 'MOBILENUMREG3',
            enabled: '1',
            childrenNodes: [{ modId: 'MOBILENUMPASSREG3', enabled: '1', childrenNodes: [] }],
          },
        ],
      },
      {
        modId: 'PASS3',
        enabled: '0',
        childrenNodes: [{ modId: 'CHNGPASSVERIF3', enabled: '1', childrenNodes: [] }],
      },
    ]);
    expect(flags).toEqual({
      REG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      PASS3: false,
      CHNGPASSVERIF3: false,
    });
  });
});
