import { describe, expect, it } from 'vitest';
import { messageText } from './texts';

describe('the inbox message texts', () => {
  it('are written in the member’s language, the values filled in', () => {
    expect(messageText('CN', 'deposit_credited', { id: 'D1', amount: '1.00 USD' })).toEqual({
      title: '存款已到账',
      content: '您的存款 D1（1.00 USD）已存入您的余额。',
    });
    expect(messageText('XX', 'deposit_credited', { id: 'D1', amount: '1.00 USD' }).title).toBe(
      'Deposit credited',
    );
  });

  it('translate the reasons the platform gives, and keep an operator’s as typed', () => {
    expect(
      messageText('CN', 'deposit_failed', { id: 'D1', amount: '1', reason: 'payment failed' })
        .content,
    ).toContain('支付失败');
    expect(
      messageText('CN', 'withdrawal_rejected', { id: 'W1', amount: '1', reason: 'bank closed' })
        .content,
    ).toContain('bank closed');
  });
});
