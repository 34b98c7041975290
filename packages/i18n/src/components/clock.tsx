import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format-date';
import { useEffect, useState } from 'react';

export interface ClockProps {
  className?: string;
  /** IANA zone; the visitor's own by default. */
  timeZone?: string;
}

/** YYYY-MM-DD HH:mm:ss, updated every second. Screen readers get it on demand, not every tick. */
export function Clock({ className, timeZone }: ClockProps) {
  const { t } = useTranslation('common');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time
      className={className}
      dateTime={new Date(now).toISOString()}
      aria-label={t('header.clock_label')}
      data-testid="clock"
      dir="ltr"
    >
      {formatDateTime(now, timeZone)}
    </time>
  );
}
