import { createContext, lazy, Suspense, use } from 'react';
import { paths } from '../lib/paths.ts';
import styles from './nav-bar.module.css';
import {
  AboutIcon,
  AdminIcon,
  HomeIcon,
  LeaderboardIcon,
  LearnIcon,
  MoreIcon,
  ProfileIcon,
  ProgressIcon,
  TestIcon,
  TrainIcon,
} from './nav-icons.tsx';
import { LogOutButton, type NavItem, NavItemLink } from './nav-items.tsx';

// Only someone signed in, on a phone, uses More: its code stays out of the first page's 100 KB
// (a visitor's header has Log in and Sign up instead). It comes with the session, a moment after.
const MoreMenu = lazy(() => import('./more-menu.tsx').then((m) => ({ default: m.MoreMenu })));

/**
 * What the navigation needs to know about the visitor; the app provides it (components never import
 * features). `pending` while the session is still being asked for: the header waits before
 * offering Log in and Sign up, which someone signed in would otherwise see flash past.
 */
export type NavAccount = {
  signedIn: boolean;
  pending?: boolean;
  isAdmin?: boolean;
  logOut: () => void;
  loggingOut: boolean;
};
export const NavAccountContext = createContext<NavAccount>({ signedIn: false, logOut: () => {}, loggingOut: false });

const HOME: NavItem = { to: paths.home, label: 'Home', Icon: HomeIcon };
const LEARN: NavItem = { to: paths.learn, label: 'Learn', Icon: LearnIcon };
const TRAIN: NavItem = { to: paths.train, label: 'Train', Icon: TrainIcon };
const TEST: NavItem = { to: paths.test, label: 'Test', Icon: TestIcon };
const ABOUT: NavItem = { to: paths.about, label: 'About', Icon: AboutIcon };

/** The navigation bar's four items (docs/product.md#the-frame): always there, on every screen size. */
const ITEMS: readonly NavItem[] = [HOME, TRAIN, TEST, ABOUT];

/** The signed-in pages: in the header from tablet width, behind More on a phone. */
const SIGNED_IN_ITEMS: readonly NavItem[] = [
  { to: paths.progress, label: 'Progress', Icon: ProgressIcon },
  { to: paths.leaderboard, label: 'Leaderboard', Icon: LeaderboardIcon },
  { to: paths.profile, label: 'Profile', Icon: ProfileIcon },
];

/**
 * Signed in, the course takes About's place in the phone's tab bar and About goes behind More
 * (decision 012): the course is where a learner goes most, About the page least visited again.
 */
const SIGNED_IN_TABS: readonly NavItem[] = [HOME, LEARN, TRAIN, TEST];
const MORE_ITEMS: readonly NavItem[] = [...SIGNED_IN_ITEMS, ABOUT];
/** An admin also has the owner's console, last. */
const ADMIN: NavItem = { to: paths.admin, label: 'Admin', Icon: AdminIcon };

/**
 * On a phone a bottom tab bar, within reach of a thumb: those four items, and when signed in
 * Home, Learn, Train, Test and More for the rest (nine words do not fit a 360 px bar at a readable
 * size). From tablet width everything sits in the header.
 */
export function NavBar() {
  const { signedIn, isAdmin, logOut, loggingOut } = use(NavAccountContext);
  if (!signedIn) {
    return (
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavItemLink {...item} />
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={`${styles.list} ${styles.signedIn}`}>
        {SIGNED_IN_TABS.map((item) => (
          <li key={item.to}>
            <NavItemLink {...item} />
          </li>
        ))}
        {[ABOUT, ...SIGNED_IN_ITEMS, ...(isAdmin ? [ADMIN] : [])].map((item) => (
          <li key={item.to} className={styles.wide}>
            <NavItemLink {...item} />
          </li>
        ))}
        <li className={styles.wide}>
          <LogOutButton logOut={logOut} loggingOut={loggingOut} />
        </li>
        <li className={styles.narrow}>
          <Suspense fallback={<MoreArriving />}>
            <MoreMenu items={isAdmin ? [...MORE_ITEMS, ADMIN] : MORE_ITEMS} logOut={logOut} loggingOut={loggingOut} />
          </Suspense>
        </li>
      </ul>
    </nav>
  );
}

/** More's place in the bar, drawn as it will be, while its code arrives: the bar does not shift. */
function MoreArriving() {
  return (
    <span className={styles.link} aria-hidden="true">
      <span className={styles.icon}>
        <MoreIcon />
      </span>
      More
    </span>
  );
}
