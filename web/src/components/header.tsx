import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import styles from './header.module.css';
import { LeafLogo } from './leaf-logo.tsx';
import { NavBar } from './nav-bar.tsx';

export function Header() {
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
        <NavBar />
      </div>
    </header>
  );
}
