const common = {
  width: 32,
  height: 32,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function WrenchIcon() {
  return (
    <svg {...common}>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
    </svg>
  );
}

export function GlobeLockIcon() {
  return (
    <svg {...common}>
      <circle cx="11" cy="11" r="8" />
      <path d="M3 11h16M11 3a12 12 0 0 1 0 16M11 3a12 12 0 0 0 0 16" />
      <rect x="15" y="16" width="7" height="5" rx="1" />
      <path d="M16.5 16v-1.5a2 2 0 0 1 4 0V16" />
    </svg>
  );
}

export function CloudOffIcon() {
  return (
    <svg {...common}>
      <path d="M3 3l18 18M7 17H6a4 4 0 0 1-.8-7.9M9.5 6.3A6 6 0 0 1 18 10h.5a3.5 3.5 0 0 1 2 6.4" />
    </svg>
  );
}
