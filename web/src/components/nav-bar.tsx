import { createContext, use } from 'react';
import { paths } from '../app/paths.ts';
import { MoreMenu } from './more-menu.tsx';
import styles from './nav-bar.module.css';
import { AboutIcon, HomeIcon, LeaderboardIcon, ProfileIcon, ProgressIcon, TestIcon, TrainIcon } from './nav-icons.tsx';
import { LogOutButton, type NavItem, NavItemLink } from './nav-items.tsx';

/** What the navigation needs to know about the visitor; the app provides it (components never import features). */
export type NavAccount = { signedIn: boolean; logOut: () => void; loggingOut: boolean };
export const NavAccountContext = createContext<NavAccount>({ signedIn: false, logOut: () => {}, loggingOut: false });

/** SPEC's navigation bar: always there, on every screen size. */
const ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.train, label: 'Train', Icon: TrainIcon },
  { to: paths.test, label: 'Test', Icon: TestIcon },
  { to: paths.about, label: 'About', Icon: AboutIcon },
];

/** The signed-in pages: in the header from tablet width, behind More on a phone. */
const SIGNED_IN_ITEMS: readonly NavItem[] = [
  { to: paths.progress, label: 'Progress', Icon: ProgressIcon },
  { to: paths.leaderboard, label: 'Leaderboard', Icon: LeaderboardIcon },
  { to: paths.profile, label: 'Profile', Icon: ProfileIcon },
];

/**
 * On a phone a bottom tab bar, within reach of a thumb: SPEC's four items, and when signed in a
 * fifth, More, for the rest (eight words do not fit a 360 px bar at a readable size). From tablet
 * width everything sits in the header.
 */
export function NavBar() {
  const { signedIn, logOut, loggingOut } = use(NavAccountContext);
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={`${styles.list} ${signedIn ? styles.signedIn : ''}`}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavItemLink {...item} />
          </li>
        ))}
        {signedIn ? (
          <>
            {SIGNED_IN_ITEMS.map((item) => (
              <li key={item.to} className={styles.wide}>
                <NavItemLink {...item} />
              </li>
            ))}
            <li className={styles.wide}>
              <LogOutButton logOut={logOut} loggingOut={loggingOut} />
            </li>
            <li className={styles.narrow}>
              <MoreMenu items={SIGNED_IN_ITEMS} logOut={logOut} loggingOut={loggingOut} />
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
