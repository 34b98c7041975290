import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useDocumentDirection } from '../hooks/use-document-direction';
import type { Direction } from '../hooks/use-document-direction';
import { cx } from '../lib/cx';

export interface TabItem {
  value: string;
  /** Tab text (already translated). */
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected tab; pair with `onValueChange`. */
  value?: string;
  /** Uncontrolled initial tab; defaults to the first enabled item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list (already translated). */
  ariaLabel: string;
  /**
   * Text direction for arrow-key navigation (in `rtl`, ArrowLeft moves to the next tab).
   * Defaults to the document's `dir`.
   */
  dir?: Direction;
  /** `automatic` (default) selects a tab as it receives focus; `manual` waits for Enter/Space. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** Accessible tabs: roving focus with arrow keys, Home/End, disabled items skipped. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  ariaLabel,
  dir,
  activationMode,
  className,
}: TabsProps) {
  const documentDirection = useDocumentDirection();
  const firstEnabled = items.find((item) => item.disabled !== true)?.value;
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? firstEnabled}
      onValueChange={onValueChange}
      dir={dir ?? documentDirection}
      activationMode={activationMode}
      className={cx('ui-tabs', className)}
    >
      <RadixTabs.List aria-label={ariaLabel} className="ui-tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="ui-tabs__trigger"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ui-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
