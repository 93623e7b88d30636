import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import styles from './offline-notice.module.css';
import type { OnlineFeature } from './online-feature.ts';
import { useDocumentTitle } from './use-document-title.ts';

const WHY: Record<OnlineFeature, { title: string; text: string }> = {
  training: {
    title: 'Training needs a connection',
    text: 'Training questions are chosen and checked by Leafwise’s server, so they wait until you are back online.',
  },
  test: {
    title: 'Tests need a connection',
    text: 'Tests are scored on Leafwise’s server, so they can only be taken online.',
  },
  leaderboard: {
    title: 'The leaderboard needs a connection',
    text: 'The one-minute challenge is timed and scored on Leafwise’s server, and the leaderboard lives there too.',
  },
  progress: {
    title: 'Your progress needs a connection',
    text: 'Your progress is kept on Leafwise’s server. Practice you do offline is sent there when you are back online.',
  },
  profile: {
    title: 'Your profile needs a connection',
    text: 'Your account is kept on Leafwise’s server, so it can only be changed online.',
  },
  account: {
    title: 'Signing in needs a connection',
    text: 'Logging in and creating an account happen on Leafwise’s server, so they wait until you are back online.',
  },
};

/** What an online-only page shows offline: why it cannot work now, and what does. */
export function OfflineNotice({ feature }: { feature: OnlineFeature }) {
  const { title, text } = WHY[feature];
  useDocumentTitle(title);
  return (
    <section className={styles.notice} aria-labelledby="offline-title">
      <h1 id="offline-title">You’re offline</h1>
      <p className={styles.lead}>
        <strong>{title}.</strong> {text}
      </p>
      <p>Everything below works without a connection, from what this device has kept:</p>
      <ul className={styles.options}>
        <li>
          <Link to={paths.practice}>Practise</Link>: questions from the trees on this device (not scored).
        </li>
        <li>
          <Link to={paths.identify}>Identify a tree</Link> in front of you with the key.
        </li>
        <li>
          <Link to={paths.trees}>Browse the trees</Link>, each with its pictures and descriptions.
        </li>
      </ul>
      <p className={styles.after}>This page works again as soon as you are back online.</p>
    </section>
  );
}
