import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { SendResult } from '../practice-queue.ts';
import styles from './practice.module.css';

type SyncStatusProps = {
  /** The account answers are kept for: signed in now, or last seen signed in here (offline). */
  owner: string | null;
  waiting: number;
  notCounting: number;
  online: boolean;
  sending: boolean;
  lastSend: SendResult | undefined;
  /** Answers given on this visit: until then, "all saved" would say nothing. */
  answeredHere: number;
};

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** Where this device's practice answers stand: waiting to be sent, all saved, or not counting (signed out). */
export function SyncStatus(props: SyncStatusProps) {
  const { owner, notCounting, lastSend } = props;
  return (
    <div className={styles.status}>
      <p role="status" className={styles.statusLine}>
        {owner ? <OwnAnswers {...props} /> : 'Sign in to have practice count toward your progress.'}
      </p>
      {owner ? null : (
        <p className={styles.statusMore}>
          <Link to={paths.login}>Log in</Link> or <Link to={paths.signup}>sign up</Link>; your answers are kept on this
          device until then, but only those given signed in count.
        </p>
      )}
      {notCounting > 0 ? (
        <p className={styles.statusMore}>
          {answers(notCounting)} given while signed out {notCounting === 1 ? 'is' : 'are'} kept on this device but{' '}
          {notCounting === 1 ? 'does' : 'do'} not count toward anyone’s progress.
        </p>
      ) : null}
      {lastSend && lastSend.refused > 0 ? (
        <p className={styles.statusMore}>
          {answers(lastSend.refused)} could not be added to your progress (too old, or from a practice on another
          account) and {lastSend.refused === 1 ? 'was' : 'were'} set aside.
        </p>
      ) : null}
    </div>
  );
}

function OwnAnswers({ waiting, online, sending, lastSend, answeredHere }: SyncStatusProps) {
  if (waiting === 0) {
    return answeredHere > 0 || (lastSend?.sent ?? 0) > 0
      ? 'All practice answers saved to your progress.'
      : 'Answers you give here are saved to your progress.';
  }
  const count = `${answers(waiting)} waiting to be sent`;
  if (!online || lastSend?.failure?.status === 0) return `${count}: they will go when you are back online.`;
  if (sending) return `${count}: sending…`;
  if (lastSend?.failure?.status === 401) return `${count}: they will go once you log in again.`;
  // The server's own words: how many a day it takes, and when the rest can go.
  if (lastSend?.failure?.status === 429 && lastSend.failure.message) return `${count}. ${lastSend.failure.message}`;
  if (lastSend?.failure) return `${count}: Leafwise could not take them just now; they will go with your next answer.`;
  return `${count}.`;
}
