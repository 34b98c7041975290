import type { VendorCard } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { rovingKeyDown, rovingTabIndex } from './roving-focus';
import { useCdn } from '../../lib/use-cdn';
import { vendorIconPath } from '../../lib/vendor-icons';

export interface VendorMenuProps {
  vendors: readonly VendorCard[];
  selected: string | undefined;
  onSelect: (vendor: string | undefined) => void;
}

const chip =
  'flex h-11 shrink-0 items-center justify-center rounded-full border px-1 transition aria-pressed:border-accent aria-pressed:bg-accent-soft';

/** All providers, then each vendor of the category (icon: vendor + DEFAULT, or ACTIVE when chosen). */
export function VendorMenu({ vendors, selected, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('lobby');
  const cdn = useCdn();
  return (
    <div
      role="group"
      aria-label={t('lobby.vendors')}
      className="relative flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]"
      data-testid="vendor-menu"
      onKeyDown={rovingKeyDown}
    >
      <button
        type="button"
        aria-pressed={!selected}
        tabIndex={rovingTabIndex(!selected)}
        onClick={() => onSelect(undefined)}
        className={cx(
          chip,
          'border-border px-4 text-sm font-semibold text-fg-secondary hover:text-fg',
        )}
      >
        {t('lobby.all_vendors')}
      </button>
      {vendors.map((v) => {
        const active = v.vassalage === selected;
        return (
          <button
            key={v.vassalage}
            type="button"
            aria-pressed={active}
            tabIndex={rovingTabIndex(active)}
            onClick={() => onSelect(v.vassalage)}
            className={cx(chip, 'border-transparent hover:border-border-strong')}
            data-vendor={v.vassalage}
          >
            <img
              src={cdn.image(vendorIconPath(v.vassalage, active))}
              alt={v.displayName}
              width={120}
              height={40}
              className="h-9 w-[108px]"
            />
          </button>
        );
      })}
    </div>
  );
}
