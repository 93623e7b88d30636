import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../app/paths.ts';
import styles from './nav-bar.module.css';
import { AboutIcon, HomeIcon, TestIcon, TrainIcon } from './nav-icons.tsx';

type NavItem = { to: string; label: string; Icon: ComponentType };

const ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.train, label: 'Train', Icon: TrainIcon },
  { to: paths.test, label: 'Test', Icon: TestIcon },
  { to: paths.about, label: 'About', Icon: AboutIcon },
];

/** On a phone this is a bottom tab bar, within reach of a thumb; from tablet width it sits in the header. */
export function NavBar() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link}>
              <span className={styles.icon}>
                <Icon />
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
