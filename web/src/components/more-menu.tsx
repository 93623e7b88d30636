import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './nav-bar.module.css';
import { MoreIcon } from './nav-icons.tsx';
import { LogOutButton, type LogOutProps, type NavItem, NavItemLink } from './nav-items.tsx';

type MoreMenuProps = { items: readonly NavItem[] } & LogOutProps;

/**
 * The phone tab bar's More: a disclosure button and a panel above the bar with the signed-in
 * pages and Log out. It closes on a new page, on Escape (focus back on More) and on a tap
 * elsewhere; More looks current while it is open or one of its pages is.
 */
export function MoreMenu({ items, logOut, loggingOut }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = items.some((item) => pathname === item.to);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.more}>
      <button
        ref={button}
        type="button"
        className={`${styles.link} ${current || open ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.icon}>
          <MoreIcon />
        </span>
        More
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavItemLink {...item} />
          </li>
        ))}
        <li>
          <LogOutButton logOut={logOut} loggingOut={loggingOut} />
        </li>
      </ul>
    </div>
  );
}
