import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeafLogo } from '../../../components/leaf-logo.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import styles from './auth.module.css';

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card, a line of links to the other account pages: "New to Leafwise? Sign up". */
  after?: ReactNode;
};

/** The frame of every account page: a card with the heading, then links to the other account pages below it. */
export function AuthCard({ title, intro, children, after }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <section className={`surface ${styles.card}`} aria-labelledby="auth-title">
        <LeafLogo className={styles.logo} />
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
      {after ? <p className={styles.others}>{after}</p> : null}
    </div>
  );
}

/** The card's one way on, as a button: "Go to login", "Send me a new reset link". */
export function AuthCardAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Link className="button" to={to}>
        {children}
      </Link>
    </div>
  );
}
