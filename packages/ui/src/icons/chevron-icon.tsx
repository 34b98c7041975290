import { Icon } from './icon';

/** A chevron pointing to the inline end in left-to-right text; decorative. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M9 18l6-6-6-6" />
    </Icon>
  );
}
