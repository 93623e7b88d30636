import { type ComponentType, createContext, use } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../app/paths.ts';
import styles from './nav-bar.module.css';
import { AboutIcon, HomeIcon, LeaderboardIcon, LogOutIcon, ProfileIcon, TestIcon, TrainIcon } from './nav-icons.tsx';

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
