import type { SystemStatus } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { siteFlagsOf } from './site-flags';

interface Node {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: Node[];
}
const node = (modId: string, on: boolean, children: Node[] = []): Node => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: children,
});
const status = (whitelabel: Node[]) =>
  ({ info: { whitelabel }, location: { countryCode: 'SG' } }) as unknown as SystemStatus;

describe('siteFlagsOf', () => {
  it('the dialling-code picker follows LOGINCOUNTRYCODE3', () => {
    expect(siteFlagsOf(status([node('LOGINCOUNTRYCODE3', true)])).countryCode).toBe(true);
    expect(siteFlagsOf(status([node('LOGINCOUNTRYCODE3', false)])).countryCode).toBe(false);
    // A merchant whose tree predates the switch keeps the picker.
    expect(siteFlagsOf(status([])).countryCode).toBe(true);
  });

  it('the username registration tab follows USERNAMEREG3 and REG3 above it', () => {
    const flags = (reg: boolean, username: boolean) =>
      siteFlagsOf(status([node('REG3', reg, [node('USERNAMEREG3', username)])]));
    expect(flags(true, true).usernameRegister).toBe(true);
    expect(flags(true, false).usernameRegister).toBe(false);
    expect(flags(false, true).usernameRegister).toBe(false);
  });

  it.each([
    ['CAPTCHA3', 'captcha'],
    ['MOBILENUMREG3', 'mobileRegister'],
    ['MOBILEVERCODELOGIN3', 'codeLogin'],
    ['CHNGPASSVERIF3', 'resetBySms'],
    ['FREEPLAY3', 'freePlay'],
    ['AFFMAN3', 'affiliate'],
  ] as const)('%s switches %s on and off', (modId, flag) => {
    expect(siteFlagsOf(status([node(modId, true)]))[flag]).toBe(true);
    expect(siteFlagsOf(status([node(modId, false)]))[flag]).toBe(false);
  });

  it('mobile registration asks for a password and an SMS code only under MOBILENUMREG3', () => {
    const flags = (mobile: boolean, pass: boolean, sms: boolean) =>
      siteFlagsOf(
        status([
          node('MOBILENUMREG3', mobile, [
            node('MOBILENUMPASSREG3', pass),
            node('REGMOBVERF3', sms),
          ]),
        ]),
      );
    expect(flags(true, true, true)).toMatchObject({ mobilePassword: true, registerSms: true });
    expect(flags(true, false, false)).toMatchObject({ mobilePassword: false, registerSms: false });
    expect(flags(false, true, true)).toMatchObject({
      mobileRegister: false,
      mobilePassword: false,
      registerSms: false,
    });
  });
});
