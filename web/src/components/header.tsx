import { use } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import styles from './header.module.css';
import { LeafLogo } from './leaf-logo.tsx';
import { NavAccountContext, NavBar } from './nav-bar.tsx';

export function Header() {
  const { signedIn, pending } = use(NavAccountContext);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={paths.home} className={styles.name}>
            <LeafLogo className={styles.logo} />
            Leafwise
          </Link>
          <p className={styles.tagline}>Learn the leaves, know the trees!</p>
        </div>
        <div className={styles.ways}>
          <NavBar />
          {signedIn || pending ? null : <AccountLinks />}
        </div>
      </div>
    </header>
  );
}

/**
 * A visitor's way in, on the first screen of every page: beside the name on a phone (the tab bar
 * keeps the navigation's four items, and a visitor has no More), after the navigation from tablet
 * width, the two keeping together when they wrap under the name. Not offered while the app is
 * still finding out who is signed in.
 */
function AccountLinks() {
  return (
    <nav aria-label="Account" className={styles.account}>
      <NavLink to={paths.login} className={styles.logIn}>
        Log in
      </NavLink>
      <NavLink to={paths.signup} className={styles.signUp}>
        Sign up
      </NavLink>
    </nav>
  );
}
