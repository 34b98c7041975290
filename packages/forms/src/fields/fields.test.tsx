import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './captcha-field';
import { CountryPicker } from './country-picker';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout: the list scrolls its active option into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('TextField', () => {
  it('labels the input and ties the inline error to it', () => {
    render(<TextField label="Username" error="Input cannot be empty" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveProperty('ariaInvalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', () => {
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('CaptchaField', () => {
  it('refreshes on click only after more than 1000 ms', () => {
    const onRefresh = vi.fn();
    render(
      <CaptchaField label="Captcha" image="iVBO" onRefresh={onRefresh} refreshLabel="New image" />,
    );
    const button = screen.getByRole('button', { name: 'New image' });
    vi.setSystemTime(10_000);
    fireEvent.click(button);
    vi.setSystemTime(10_900);
    fireEvent.click(button);
    vi.setSystemTime(11_000);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.setSystemTime(11_001);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(button.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBO');
  });
});

describe('SmsCodeField', () => {
  it('counts down expiredMinutes x 60 s after a send and sends at most once per second', async () => {
    const onSend = vi.fn(async () => 300);
    render(
      <SmsCodeField
        label="Code"
        sendLabel="Get code"
        countdownLabel={(s) => `${s} s`}
        onSend={onSend}
      />,
    );
    const button = screen.getByRole('button', { name: 'Get code' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('300 s');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(299_000);
    });
    expect(button.textContent).toBe('1 s');
    // The wait is announced once, politely, not on every tick; the button is no live region.
    expect(button.getAttribute('aria-live')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('300 s');
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(button.textContent).toBe('Get code');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(button).toHaveProperty('disabled', false);
  });

  it('does not count down when nothing was sent (number invalid)', async () => {
    const onSend = vi.fn(async () => null);
    render(
      <SmsCodeField
        label="Code"
        sendLabel="Get code"
        countdownLabel={(s) => `${s} s`}
        onSend={onSend}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('waits, sending nothing, while the number cannot be checked yet; then sends', async () => {
    const onSend = vi.fn(async () => 60);
    const props = {
      label: 'Code',
      sendLabel: 'Get code',
      countdownLabel: (s: number) => `${s} s`,
      onSend,
    };
    const { rerender } = render(<SmsCodeField {...props} sendDisabled />);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(button));
    expect(onSend).not.toHaveBeenCalled();
    rerender(<SmsCodeField {...props} sendDisabled={false} />);
    expect(button).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(button));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('60 s');
  });
});

describe('CountryPicker', () => {
  const countries = [
    { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
    { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
    { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  ];

  it('shows flag and code, opens a list, picks with the keyboard', () => {
    const onChange = vi.fn();
    render(
      <CountryPicker countries={countries} value="SG" onChange={onChange} label="Country code" />,
    );
    const button = screen.getByRole('button', { name: 'Country code' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/flags/SG.svg');
    expect(button.textContent).toContain('+65');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(countries[2]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes 200 ms after focus leaves, so a click on an option still lands', () => {
    render(
      <CountryPicker countries={countries} value="SG" onChange={vi.fn()} label="Country code" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Country code' }));
    fireEvent.blur(screen.getByRole('listbox'));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('jumps by first letter', () => {
    const onChange = vi.fn();
    render(
      <CountryPicker countries={countries} value="SG" onChange={onChange} label="Country code" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Country code' }));
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'c' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(countries[0]);
  });
});
