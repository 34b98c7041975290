import { type FormEvent, useCallback, useRef } from 'react';

/**
 * For a filter form re-mounted with the URL's new values (its `key` changes on submit): the
 * control that had the focus when it was submitted (the field Enter was pressed in, or the
 * Apply button) has it again in the new form, rather than the focus falling to the page's top.
 * Spread the result into the <form>.
 */
export function useKeepFocus() {
  const index = useRef(-1);
  const onSubmitCapture = useCallback((event: FormEvent<HTMLFormElement>) => {
    const controls = [...event.currentTarget.elements];
    index.current = controls.indexOf(document.activeElement as Element);
  }, []);
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (!form || index.current < 0) return;
    (form.elements[index.current] as HTMLElement | undefined)?.focus();
    index.current = -1;
  }, []);
  return { ref, onSubmitCapture };
}
