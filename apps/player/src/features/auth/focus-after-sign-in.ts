/**
 * After a sign-in the login popup and the button that opened it are gone, and the focus would
 * fall back to the top of the document. Once no dialog is open (the welcome or password-change
 * dialog has its own focus), it goes to the account button, else the page's main heading.
 * Run by every successful sign-in (`useAfterLogin`), so it loads with the account screens and
 * not with a visitor's first page.
 */
export function focusAfterSignIn(): void {
  let tries = 0;
  const timer = setInterval(() => {
    tries++;
    const lost = !document.activeElement || document.activeElement === document.body;
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const account = document.querySelector<HTMLElement>('[data-testid="avatar-menu"]');
    if (dialog) {
      if (tries > 30) clearInterval(timer);
      return;
    }
    if (lost && !account && tries < 30) return; // the member bar loads on sign-in
    clearInterval(timer);
    if (!lost) return;
    const target = account ?? document.querySelector<HTMLElement>('main h1');
    if (target && !account && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    target?.focus();
  }, 100);
}
