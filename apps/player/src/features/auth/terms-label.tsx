import { useTranslate } from './use-translate';

/** "I am over 18 years old and accept the terms and conditions" with the terms link (/help#term). */
export function TermsLabel({ age }: { age: number }) {
  const { t } = useTranslate();
  return (
    <>
      {t('register.terms', { age })}{' '}
      <a href="/help#term" className="font-medium text-accent underline underline-offset-2" data-testid="terms-link">
        {t('register.terms_link')}
      </a>
    </>
  );
}
