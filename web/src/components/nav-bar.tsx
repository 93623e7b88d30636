import { type ComponentType, createContext, type ReactNode, use } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../app/paths.ts';
import styles from './nav-bar.module.css';
import { AboutIcon, HomeIcon, TestIcon, TrainIcon } from './nav-icons.tsx';

/** What the navigation needs to know about the visitor; the app provides it (components never import features). */
export type NavAccount = { signedIn: boolean; logOut: () => void; loggingOut: boolean };
export const NavAccountContext = createContext<NavAccount>({ signedIn: false, logOut: () => {}, loggingOut: false });

type NavItem = { to: string; label: string; Icon: ComponentType };

const ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.train, label: 'Train', Icon: TrainIcon },
  { to: paths.test, label: 'Test', Icon: TestIcon },
  { to: paths.about, label: 'About', Icon: AboutIcon },
];

const SIGNED_IN_ITEMS: readonly NavItem[] = [
  { to: paths.leaderboard, label: 'Leaderboard', Icon: LeaderboardIcon },
  { to: paths.profile, label: 'Profile', Icon: ProfileIcon },
];

/** On a phone this is a bottom tab bar, within reach of a thumb; from tablet width it sits in the header. */
export function NavBar() {
  const { signedIn, logOut, loggingOut } = use(NavAccountContext);
  const items = signedIn ? [...ITEMS, ...SIGNED_IN_ITEMS] : ITEMS;
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={`${styles.list} ${signedIn ? styles.crowded : ''}`}>
        {items.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link}>
              <span className={styles.icon}>
                <Icon />
              </span>
              {label}
            </NavLink>
          </li>
        ))}
        {signedIn ? (
          <li>
            <button type="button" className={styles.link} onClick={logOut} disabled={loggingOut}>
              <span className={styles.icon}>
                <LogOutIcon />
              </span>
              Log out
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

// The account icons live here rather than in nav-icons.tsx, with the items that use them.
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

function LeaderboardIcon() {
  return (
    <Icon>
      <path d="M7 4.5h10v4a5 5 0 0 1-10 0Z" />
      <path d="M7 6.5H4.5a2.5 2.5 0 0 0 2.8 3.4M17 6.5h2.5a2.5 2.5 0 0 1-2.8 3.4" />
      <path d="M12 13.5V17M8.5 20.5h7l-1-3.5h-5Z" />
    </Icon>
  );
}

function ProfileIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </Icon>
  );
}

function LogOutIcon() {
  return (
    <Icon>
      <path d="M14 4.5H6.5A1.5 1.5 0 0 0 5 6v12a1.5 1.5 0 0 0 1.5 1.5H14" />
      <path d="M10 12h10M16.5 8.5 20 12l-3.5 3.5" />
    </Icon>
  );
}
