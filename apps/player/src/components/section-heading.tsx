import type { ReactNode } from 'react';

/** A section title with optional actions at its end. */
export function SectionHeading({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-3 flex items-center gap-3">
      <h2
        id={id}
        className="flex items-center gap-2 font-display text-lg font-bold text-fg sm:text-xl"
      >
        {icon && (
          <span aria-hidden="true" className="text-accent">
            {icon}
          </span>
        )}
        {title}
      </h2>
      <div className="ms-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
