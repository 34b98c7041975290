import type { ReactNode } from 'react';

/** Label and value pairs of a detail view. */
export function Fields({
  rows,
  testId,
}: {
  rows: readonly (readonly [label: string, value: ReactNode, testId?: string])[];
  testId?: string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid={testId}>
      {rows.map(([label, value, id]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="min-w-0 break-words text-fg" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(show).join(' ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** What a game recorded (its bet or its result), as the vendor named it. */
export function VendorData({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return <p className="text-sm text-fg-muted">—</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs" dir="ltr">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-fg-muted">{key}</dt>
          <dd className="min-w-0 break-all text-fg">{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
