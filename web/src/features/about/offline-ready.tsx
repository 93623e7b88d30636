import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fieldGuideDownload } from '../../lib/field-guide.ts';
import { paths } from '../../lib/paths.ts';
import styles from './about-page.module.css';

type Readiness = 'checking' | 'saving' | 'ready' | 'unsupported';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Whether this device has the field guide yet: the service worker keeps it in the Cache Storage. */
function useReadiness(): Readiness {
  const [readiness, setReadiness] = useState<Readiness>('checking');
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      setReadiness('unsupported');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // The worker saves the guide in the background on the first visit: look again until it has.
    const check = async () => {
      const kept = await caches.match(fieldGuideDownload.url).catch(() => undefined);
      if (stopped) return;
      setReadiness(kept ? 'ready' : 'saving');
      if (!kept) timer = setTimeout(check, 2000);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return readiness;
}

const SAYS: Record<Readiness, string> = {
  checking: 'Checking this device…',
  saving: 'Saving it on this device now; it is ready when this line says so.',
  ready: 'Ready: this device has it all, so it works with no signal.',
  unsupported: 'This browser cannot keep Leafwise for offline use; the site still works online.',
};

/** The offline download, what it holds and how large it is, and whether this device has it. */
export function OfflineReady() {
  const { species, files, gzip_bytes: download, bytes } = fieldGuideDownload;
  const readiness = useReadiness();
  return (
    <section className={styles.section} aria-labelledby="offline-heading">
      <h2 id="offline-heading">New: in the field, even offline</h2>
      <p>
        Under a tree with your phone? <Link to={paths.identify}>Identify it with the key</Link>, read{' '}
        <Link to={paths.trees}>its page</Link>, and <Link to={paths.practice}>practise</Link>, all without a connection
        once you have visited Leafwise. Practice you do offline counts toward your progress when you are back online.
      </p>
      <p>
        The offline download holds all {species} trees with {files - 1} drawings: {megabytes(download)} to download,{' '}
        {megabytes(bytes)} once stored. It is saved on your first visit.
      </p>
      <p role="status" className={styles.offlineStatus} data-readiness={readiness}>
        {SAYS[readiness]}
      </p>
    </section>
  );
}
