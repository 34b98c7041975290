import { errorResponse, fakePlatform, okResponse } from '@platform/api-client/testing';
import { ApiProvider } from '@platform/api-client/react';
import { createI18n } from '@platform/i18n';
import { I18nextProvider } from '@platform/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractPopup } from './contract-popup';
import type { Offer } from './offers';

const offer = (over: Partial<Offer>): Offer => ({
  key: `daily:9:P:${over.id ?? 9}`,
  kind: 'daily',
  id: 9,
  gameType: 'CONS',
  status: 'P',
  upline: 'demoagent',
  replacesId: null,
  downlineHigherRate: false,
  terms: {
    kind: 'daily',
    tiers: [
      { betVolume: '100.00', activeMember: 1, rateType: 'P', rate: '0.8' },
      { betVolume: '1000.00', activeMember: 3, rateType: 'P', rate: '1.2' },
    ],
  },
  ...over,
});

const contract = { id: 9, status: 'V' };

async function renderPopup(offers: Offer[], answer: (path: string) => Response) {
  const { api, calls } = fakePlatform((path) => answer(path));
  const i18n = await createI18n({ language: 'EN', namespaces: ['common', 'errors', 'contracts'] });
  const onLater = vi.fn();
  render(
    <ApiProvider api={api}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ContractPopup offers={offers} onLater={onLater} />
        </I18nextProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  await screen.findByRole('dialog', { name: 'Contract offer' });
  return { calls, onLater, user: userEvent.setup() };
}

afterEach(cleanup);

describe('ContractPopup', () => {
  it('shows the terms in a table and accepts through the upstream relay of the kind', async () => {
    const { calls, user } = await renderPopup([offer({})], () =>
      okResponse({ contract, ended: 0 }),
    );
    expect(screen.getByText('Offered by demoagent')).toBeTruthy();
    expect(screen.getAllByText('1.2 % of valid bets').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted: the contract is in force now.')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/wps/relay/MCSFE_processDailySalaryContract'],
    ]);
  });

  it('asks to confirm first when accepting ends the member’s own higher contracts', async () => {
    const { calls, user } = await renderPopup(
      [
        offer({
          kind: 'hourly',
          id: 4,
          downlineHigherRate: true,
          terms: {
            kind: 'hourly',
            tiers: [{ minimumBet: '20.00', activeMember: 1, rateType: 'P', rate: '0.3' }],
          },
        }),
      ],
      () => okResponse({ contract, ended: 2 }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Your downlines are paid more')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept and end them' }));
    expect(await screen.findByText('2 of your own downline contracts ended.')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/wps/relay/MCSFE_processContractHourSalary',
      body: { contractId: 4, status: 'A', confirm: true },
    });
  });

  it('shows a refusal in words and keeps the offer; later puts it off', async () => {
    const { onLater, user } = await renderPopup([offer({})], () =>
      errorResponse('contract.state.invalid', { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The contract has changed meanwhile; refresh and try again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledWith([expect.objectContaining({ id: 9 })]);
  });
});
