import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRemembered,
  dropRememberToken,
  readRemembered,
  REMEMBER_MS,
  writeRemembered,
} from './remember-storage';

beforeEach(() => localStorage.clear());

describe('remembered login', () => {
  it('keeps the name and token for a day, never a password', () => {
    writeRemembered({
      mode: 'username',
      username: 'demo',
      token: 't',
      expiresAt: 1000 + REMEMBER_MS,
      password: 'x',
    } as never);
    expect(readRemembered(1000)).toEqual({
      mode: 'username',
      username: 'demo',
      token: 't',
      expiresAt: 1000 + REMEMBER_MS,
    });
    expect(localStorage.getItem('remember')).not.toContain('password');
    expect(readRemembered(1000 + REMEMBER_MS)).toBeNull();
    expect(localStorage.getItem('remember')).toBeNull();
  });

  it('drops only the token at sign-out, and everything when remember me is off', () => {
    writeRemembered({
      mode: 'sms',
      mobileNum: '81234567',
      countryDialingCode: '65',
      token: 't',
      expiresAt: Date.now() + 1000,
    });
    dropRememberToken();
    expect(readRemembered()).toMatchObject({ mobileNum: '81234567', countryDialingCode: '65' });
    expect(readRemembered()?.token).toBeUndefined();
    clearRemembered();
    expect(readRemembered()).toBeNull();
  });

  it('forgets a damaged entry', () => {
    localStorage.setItem('remember', '{oops');
    expect(readRemembered()).toBeNull();
  });
});
