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

/** A path of stepping stones: the course, unit after unit. */
export function LearnIcon() {
  return (
    <Icon>
      <circle cx="6" cy="19" r="2" />
      <circle cx="18" cy="5" r="2" />
      <path d="M8 19h6.5a3 3 0 0 0 0-6h-5a3 3 0 0 1 0-6H16" />
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

export function ProgressIcon() {
  return (
    <Icon>
      <path d="M4 20.5h16" />
      <path d="M6.5 16.5v-3M11 16.5v-6M15.5 16.5V8" />
      <path d="m5 9.5 4.5-4 3.5 2.5L19 3.5" />
      <path d="M15.5 3.5H19V7" />
    </Icon>
  );
}

export function LeaderboardIcon() {
  return (
    <Icon>
      <path d="M7 4.5h10v4a5 5 0 0 1-10 0Z" />
      <path d="M7 6.5H4.5a2.5 2.5 0 0 0 2.8 3.4M17 6.5h2.5a2.5 2.5 0 0 1-2.8 3.4" />
      <path d="M12 13.5V17M8.5 20.5h7l-1-3.5h-5Z" />
    </Icon>
  );
}

export function ProfileIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </Icon>
  );
}

/** The owner's console: a key. */
export function AdminIcon() {
  return (
    <Icon>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2.5 2.5" />
    </Icon>
  );
}

export function LogOutIcon() {
  return (
    <Icon>
      <path d="M14 4.5H6.5A1.5 1.5 0 0 0 5 6v12a1.5 1.5 0 0 0 1.5 1.5H14" />
      <path d="M10 12h10M16.5 8.5 20 12l-3.5 3.5" />
    </Icon>
  );
}

export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5.5" cy="12" r="1.25" />
      <circle cx="12" cy="12" r="1.25" />
      <circle cx="18.5" cy="12" r="1.25" />
    </Icon>
  );
}
