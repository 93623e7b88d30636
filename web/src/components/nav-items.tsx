import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import styles from './nav-bar.module.css';
import { LogOutIcon } from './nav-icons.tsx';

export type NavItem = { to: string; label: string; Icon: ComponentType };
export type LogOutProps = { logOut: () => void; loggingOut: boolean };

/** A page of the navigation, marked with aria-current while open (NavLink). */
export function NavItemLink({ to, label, Icon, onChoose }: NavItem & { onChoose?: () => void }) {
  return (
    <NavLink to={to} className={styles.link} onClick={onChoose}>
      <span className={styles.icon}>
        <Icon />
      </span>
      {label}
    </NavLink>
  );
}

export function LogOutButton({ logOut, loggingOut }: LogOutProps) {
  return (
    <button type="button" className={styles.link} onClick={logOut} disabled={loggingOut}>
      <span className={styles.icon}>
        <LogOutIcon />
      </span>
      Log out
    </button>
  );
}
