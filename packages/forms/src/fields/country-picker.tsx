import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flagUrl } from '../phone';

export interface CountryOption {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export interface CountryPickerProps {
  countries: readonly CountryOption[];
  /** Selected ISO code. */
  value: string;
  onChange: (country: CountryOption) => void;
  /** Accessible name, e.g. "Country code". */
  label: string;
  disabled?: boolean;
}

/** Closing waits this long after focus leaves, so a click on an option still lands. */
export const BLUR_CLOSE_MS = 200;

/** A country's flag, decorative (the name or dialling code next to it says the same). */
function Flag({ code }: { code: string }) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={14}
      loading="lazy"
      decoding="async"
      className="h-3.5 w-5 shrink-0 rounded-[2px] object-cover"
      data-flag={code}
    />
  );
}

/** Flag and dialling code; opens a list of countries (arrows, Enter, Escape, type-ahead). */
export function CountryPicker({ countries, value, onChange, label, disabled }: CountryPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selected = countries.find((c) => c.countryCode === value) ?? countries[0];

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function show() {
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryCode === value),
      ),
    );
    setOpen(true);
  }
  function choose(index: number) {
    const country = countries[index];
    if (country) onChange(country);
    setOpen(false);
    buttonRef.current?.focus();
  }
  function onKeyDown(event: KeyboardEvent) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(countries.length - 1, i + 1)),
      ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
      Home: () => setActive(0),
      End: () => setActive(countries.length - 1),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => {
        setOpen(false);
        buttonRef.current?.focus();
      },
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (action) {
      if (event.key !== 'Tab') event.preventDefault();
      action();
    } else if (event.key.length === 1) {
      const letter = event.key.toLowerCase();
      const index = countries.findIndex((c) => c.name.toLowerCase().startsWith(letter));
      if (index >= 0) setActive(index);
    }
  }

  return (
    <div
      className="relative shrink-0"
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
      }}
      onFocus={() => {
        if (closeTimer.current) clearTimeout(closeTimer.current);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show();
          }
        }}
        className="flex h-11 items-center gap-1 rounded-md border border-border-strong bg-bg px-2 text-fg focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="country-picker"
      >
        {selected ? <Flag code={selected.countryCode} /> : null}
        <span dir="ltr" className="tabular-nums">
          +{selected?.countryDialingCode ?? ''}
        </span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={label}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onKeyDown}
          className="absolute start-0 top-12 z-10 max-h-64 w-64 max-w-[80vw] overflow-auto rounded-md border border-border bg-surface-raised py-1 shadow-lg focus:outline-none"
        >
          {countries.map((c, i) => (
            <li
              key={c.countryCode}
              id={`${listId}-${i}`}
              data-index={i}
              role="option"
              aria-selected={c.countryCode === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? 'bg-surface-hover text-fg' : 'text-fg-secondary'}`}
            >
              <Flag code={c.countryCode} />
              <span className="flex-1 truncate">{c.name}</span>
              <span dir="ltr" className="tabular-nums text-fg-muted">
                +{c.countryDialingCode}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
