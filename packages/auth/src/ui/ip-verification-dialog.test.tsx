import { isApiError } from '@platform/api-client';
import { errorResponse, fakePlatform, okResponse } from '@platform/api-client/testing';
import { ApiProvider } from '@platform/api-client/react';
import { createI18n, type TFunction } from '@platform/i18n';
import { I18nextProvider } from '@platform/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpVerification } from '../auth-dialogs';
import { readToken } from '../token-storage';
import { IpVerificationDialog } from './ip-verification-dialog';

const member = { id: 7, account: 'agent7', nickname: null, type: 1, regDate: 0, mobile: null };
const loginResult = {
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  id: 7,
  userName: 'agent7',
  customerType: 1,
  rememberToken: null,
  rememberExpiresAt: null,
};
const verification: IpVerification = {
  challenge: {
    ticket: 't-1',
    methods: ['email', 'bank'],
    mobile: null,
    email: 'a***@example.test',
  },
  remember: null,
  forcesPasswordChange: true,
};

async function renderDialog(answerVerify: () => Response = () => okResponse(loginResult)) {
  const { api, calls } = fakePlatform(
    (path) => {
      if (path.endsWith('/verification/code')) return okResponse({ expiredMinutes: 5 });
      if (path.endsWith('/verification')) return answerVerify();
      return okResponse(member);
    },
    { getToken: readToken },
  );
  const paths = () => calls.map((c) => c.path);
  const i18n = await createI18n({ language: 'EN', namespaces: ['common', 'errors', 'auth'] });
  const onClose = vi.fn();
  const onVerified = vi.fn();
  // The apps pass their error mapping; this one knows the code the refusal below answers with.
  const errorText = (error: unknown, t: TFunction) =>
    isApiError(error) && error.errorCode === 'login.verify.invalid'
      ? t('auth:errors.login.verify_invalid')
      : t('errors:unknown');
  render(
    <ApiProvider api={api}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <IpVerificationDialog
            verification={verification}
            onClose={onClose}
            onVerified={onVerified}
            errorText={errorText}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  await screen.findByRole('dialog', { name: 'Verify it is you' });
  return { paths, onClose, onVerified, user: userEvent.setup() };
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('IpVerificationDialog', () => {
  it('offers the account methods, the first chosen; an empty answer asks for one and sends nothing', async () => {
    const { paths, user } = await renderDialog();
    expect((screen.getByRole('radio', { name: 'E-mail code' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: 'Bank account name' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'SMS code' })).toBeNull();
    expect(screen.getByText('The code goes to a***@example.test')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy();
    expect(paths()).toEqual([]);
  });

  it('sends the e-mail code, and a right answer starts the session and reports the member', async () => {
    const { paths, onClose, onVerified, user } = await renderDialog();
    await user.click(screen.getByTestId('send-code'));
    await vi.waitFor(() => expect(paths()).toContain('/wps/session/login/verification/code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(member));
    expect(onClose).toHaveBeenCalled();
    expect(readToken()).toBe('tok');
  });

  it('a refused answer shows the server reason in a warning and keeps the dialog open', async () => {
    const refused = () => errorResponse('login.verify.invalid', { message: 'no' });
    const { onClose, onVerified, user } = await renderDialog(refused);
    await user.click(screen.getByRole('radio', { name: 'Bank account name' }));
    await user.type(screen.getByLabelText('Name on your bank account'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification failed, please log in again')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });
});
