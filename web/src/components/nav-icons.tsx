import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h4.5v-5.5h4V20h4.5V10" />
    </Icon>
  );
}

export function TrainIcon() {
  return (
    <Icon>
      <path d="M2.5 5.5c3.2-1.2 6.6-1 9.5 1 2.9-2 6.3-2.2 9.5-1v13c-3.2-1.2-6.6-1-9.5 1-2.9-2-6.3-2.2-9.5-1Z" />
      <path d="M12 6.5v13" />
    </Icon>
  );
}

export function TestIcon() {
  return (
    <Icon>
      <path d="M8.5 4.5H6.5a1.5 1.5 0 0 0-1.5 1.5v13.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V6a1.5 1.5 0 0 0-1.5-1.5h-2" />
      <rect x="8.5" y="2.5" width="7" height="4" rx="1" />
      <path d="m9 13.5 2 2 4-4" />
    </Icon>
  );
}

export function AboutIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.5h.01" />
    </Icon>
  );
}
