import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './nav-bar.module.css';
import { MoreIcon } from './nav-icons.tsx';
import { LogOutButton, type LogOutProps, type NavItem, NavItemLink } from './nav-items.tsx';

type MoreMenuProps = { items: readonly NavItem[] } & LogOutProps;

/**
 * The phone tab bar's More: a disclosure button and a panel above the bar with the signed-in
 * pages and Log out. It closes when one of its pages is chosen, on Back or Forward, on Escape
 * (focus back on More) and on a tap elsewhere; More looks current while it is open or one of its
 * pages is. It does not close merely because the router's location changed: a page still loading
 * when More was tapped arrives later, and must not shut the menu the visitor has just opened.
 */
export function MoreMenu({ items, logOut, loggingOut }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A page's own pages count too (About's plates and credits).
  const current = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

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
    const onHistory = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('popstate', onHistory);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('popstate', onHistory);
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
            <NavItemLink {...item} onChoose={() => setOpen(false)} />
          </li>
        ))}
        <li>
          <LogOutButton logOut={logOut} loggingOut={loggingOut} />
        </li>
      </ul>
    </div>
  );
}
