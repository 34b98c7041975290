import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { errorAria, focusFirstInvalid, useFocusFirstInvalid } from './field-error';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('errors tied to their fields', () => {
  it('a select names its announced error in aria-describedby and is marked invalid', () => {
    render(
      <SelectField label="Bank" error="Choose a bank">
        <option value="">-</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Bank');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a bank');
    expect(select.getAttribute('aria-describedby')).toBe(alert.id);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('a checkbox does the same; without an error nothing is invalid or described', () => {
    const { rerender } = render(<CheckboxField label="I agree" error="Please agree" />);
    const box = screen.getByLabelText('I agree');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    rerender(<CheckboxField label="I agree" />);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('errorAria gives a hand-built input the same attributes', () => {
    expect(errorAria('amount', 'Too much')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'amount-error',
    });
    expect(errorAria('amount', undefined)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('the first invalid field takes the focus', () => {
  it('focusFirstInvalid picks the first in the order shown, and nothing when all are valid', () => {
    render(
      <form data-testid="form">
        <TextField label="Name" />
        <TextField label="Mobile" error="Required" />
        <TextField label="E-mail" error="Required" />
      </form>,
    );
    const form = screen.getByTestId('form');
    expect(focusFirstInvalid(form)).toBe(screen.getByLabelText('Mobile'));
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'));
    render(<div data-testid="valid" />);
    expect(focusFirstInvalid(screen.getByTestId('valid'))).toBeNull();
  });

  function Form() {
    const [errors, setErrors] = useState<Record<string, string>>({});
    const { ref, onInvalid } = useFocusFirstInvalid();
    return (
      <form
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({ amount: 'Required', password: 'Required' });
          onInvalid();
        }}
      >
        <TextField label="Card" />
        <TextField label="Amount" error={errors.amount} />
        <TextField label="Password" error={errors.password} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('after a refused submit, once the errors are shown', async () => {
    render(<Form />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(send.closest('form')!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Amount')));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
