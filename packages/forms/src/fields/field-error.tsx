import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of a field's error element (what its input's aria-describedby names). */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/**
 * A field's error under it: tied to the input by id (the input names it in
 * aria-describedby, see `errorAria`) and announced as it appears (role=alert).
 */
export function FieldError({
  inputId,
  children,
  className,
}: {
  inputId: string;
  children: string | undefined;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p
      id={errorIdOf(inputId)}
      role="alert"
      className={className ?? 'text-sm text-danger'}
      data-field-error=""
    >
      {children}
    </p>
  );
}

/** The aria attributes of an input with this error (none without one). */
export function errorAria(inputId: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(inputId) : undefined,
  } as const;
}

/**
 * Focuses the first invalid field (aria-invalid="true") inside `root`, in the order shown.
 * Returns the element focused, or null when none is invalid.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  first?.focus();
  return first;
}

/**
 * For a form whose errors render after a refused submit: a ref for the <form> and a callback
 * for react-hook-form's `handleSubmit(onValid, onInvalid)` (or any refused submit) that
 * focuses the first invalid field once the errors are on screen. Use it with
 * `shouldFocusError: false` when the fields are not registered in the order shown.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  // Runs after the render that shows this submit's errors (set in the same batch).
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(ref.current);
  }, [refusals]);
  const onInvalid = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, onInvalid };
}
