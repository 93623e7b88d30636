import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useUser } from '../api/get-user.ts';
import { DailyGoalSetting } from './daily-goal.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { EditName } from './edit-name.tsx';
import { LevelSetting } from './level-setting.tsx';
import styles from './profile.module.css';

type ProfilePageProps = {
  /** The signed-in user's e-mail address. */
  email: string;
  /** Leaves the page as a signed-out visitor, showing the notice. */
  onAccountDeleted: (notice: string) => void;
};

export function ProfilePage({ email, onAccountDeleted }: ProfilePageProps) {
  useDocumentTitle('Your Profile');
  const user = useUser(email);

  return (
    <div className={styles.page}>
      <h1>Your Profile</h1>
      {user.isPending ? (
        <p role="status" className={styles.muted}>
          Loading your profile...
        </p>
      ) : user.isError ? (
        <div role="alert">
          <p className={styles.error}>We could not load your profile. Please try again.</p>
          <button type="button" className="button button-secondary" onClick={() => user.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <section className={`surface ${styles.card}`} aria-labelledby="profile-details">
            <h2 id="profile-details" className={styles.cardTitle}>
              Your details
            </h2>
            <dl className={styles.details}>
              <EditName user={user.data} />
              <div className={styles.detail}>
                <dt className={styles.label}>Email</dt>
                <dd className={styles.value}>{user.data.email}</dd>
              </div>
            </dl>
          </section>
          <section className={`surface ${styles.card}`} aria-labelledby="profile-goal">
            <h2 id="profile-goal" className={styles.cardTitle}>
              Daily goal
            </h2>
            <p className={styles.muted}>How many questions you aim to answer each day. Home shows how far you are.</p>
            <DailyGoalSetting />
          </section>
          <section className={`surface ${styles.card}`} aria-labelledby="profile-level">
            <h2 id="profile-level" className={styles.cardTitle}>
              Your level
            </h2>
            <p className={styles.muted}>Which trees you are learning: the commonest first, then more.</p>
            <LevelSetting />
          </section>
          <section className={`surface ${styles.card} ${styles.dangerZone}`} aria-labelledby="profile-delete">
            <h2 id="profile-delete" className={styles.cardTitle}>
              Delete your account
            </h2>
            <p className={styles.muted}>
              This deletes your account with your scores and progress. It cannot be undone.
            </p>
            <DeleteAccount
              userId={user.data.user_id}
              onDeleted={() => onAccountDeleted('Account deleted successfully.')}
            />
          </section>
        </>
      )}
    </div>
  );
}
