import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  children: ReactNode;
}

/** A 24-unit stroked icon at the text's size, decorative: the control or message carries the meaning. */
export function Icon({ className, children }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
