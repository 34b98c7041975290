import { openHelp } from '../../lib/overlays';
import { useTranslate } from './use-translate';

/**
 * "I am over 18 years old and accept the terms and conditions" with the terms link (/help#term):
 * the help centre opens over the registration at the terms, so nothing typed is lost; the
 * address still works for a new tab.
 */
export function TermsLabel({ age }: { age: number }) {
  const { t } = useTranslate();
  return (
    <>
      {t('register.terms', { age })}{' '}
      <a
        href="/help#term"
        onClick={(event) => {
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return;
          event.preventDefault();
          openHelp('term');
        }}
        className="font-medium text-accent underline underline-offset-2"
        data-testid="terms-link"
      >
        {t('register.terms_link')}
      </a>
    </>
  );
}
