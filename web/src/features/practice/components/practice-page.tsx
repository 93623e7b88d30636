import type { FieldGuideSpecies } from '@leafwise/contract';
import { LEVELS, MIN_LEVEL } from '@leafwise/contract/constants';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useLevelToKeep } from '../../../api/learner-level.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFieldGuide } from '../../../lib/field-guide.ts';
import { drawQuestion, type PracticeQuestion as Question } from '../draw-question.ts';
import { usePracticeQueue } from '../use-practice-queue.ts';
import styles from './practice.module.css';
import { PracticeQuestion } from './practice-question.tsx';
import { SyncStatus } from './sync-status.tsx';

type PracticePageProps = {
  /** Who the server says is signed in: null for nobody, undefined while it cannot say (offline, loading). */
  userId: string | null | undefined;
  /** Asks the server again who is signed in: called when the connection comes back while it is not known. */
  recheckSession?: () => void;
};

type Practice = { practice_id: string; user_id: string | null; next: number };
const newPractice = (userId: string | null): Practice => ({
  practice_id: crypto.randomUUID(),
  user_id: userId,
  next: 0,
});

/**
 * /practice: questions drawn in the browser from the field guide kept on the device, so it works
 * offline. Never scored, never on the leaderboard; answers are kept here and added to the
 * learner's progress once the server has them (practice-queue.ts).
 */
export function PracticePage({ userId, recheckSession }: PracticePageProps) {
  useDocumentTitle('Practice');
  const guide = useFieldGuide();
  const sync = usePracticeQueue(userId, recheckSession);
  // The learner's own level (offline, the one last known here; a visitor starts with the commonest
  // trees), until they pick another for this visit.
  const [picked, setLevel] = useState<number | null>(null);
  const ownLevel = useLevelToKeep(userId === undefined ? undefined : userId !== null, MIN_LEVEL);
  const level = picked ?? ownLevel;
  const [practice, setPractice] = useState(() => newPractice(sync.owner));
  const [question, setQuestion] = useState<Question>();
  const [chosen, setChosen] = useState<FieldGuideSpecies>();
  const [tally, setTally] = useState({ right: 0, wrong: 0 });
  const levelId = useId();

  const data = guide.data;
  const pool = useMemo(() => data?.species.filter((species) => species.level <= level) ?? [], [data, level]);
  const ask = useCallback(
    (previous?: string) => {
      if (!data) return;
      setQuestion(drawQuestion(data, pool, { previous, level }));
      setChosen(undefined);
    },
    [data, pool, level],
  );
  useEffect(() => ask(), [ask]);

  function choose(species: FieldGuideSpecies) {
    if (!question || chosen) return;
    // Answers count for the account they were given under: a new one signed in starts a new practice.
    const current = practice.user_id === sync.owner ? practice : newPractice(sync.owner);
    sync.record(current, {
      index: current.next,
      slug: question.species.slug,
      chosen_slug: species.slug,
      part: question.part,
      answered_at: new Date().toISOString(),
    });
    setPractice({ ...current, next: current.next + 1 });
    setChosen(species);
    const right = species.slug === question.species.slug;
    setTally((before) => ({ right: before.right + (right ? 1 : 0), wrong: before.wrong + (right ? 0 : 1) }));
  }

  const answeredHere = tally.right + tally.wrong;
  return (
    <div className={`column-page ${styles.page}`}>
      <header>
        <h1>Practice</h1>
        <p className={styles.badge}>
          <strong>Practice — not scored, never on the leaderboard.</strong>
        </p>
        <p>
          Name trees from their drawings, one part at a time. It works offline too: the trees are kept on this device,
          and your answers are sent when you are back online.
        </p>
      </header>
      <SyncStatus
        owner={sync.owner}
        waiting={sync.waiting}
        notCounting={sync.notCounting}
        online={sync.online}
        sending={sync.sending}
        lastSend={sync.lastSend}
        answeredHere={answeredHere}
      />
      <div className={styles.settings}>
        <label htmlFor={levelId}>Trees to practise</label>
        <select
          id={levelId}
          className="text-input"
          value={level}
          onChange={(event) => setLevel(Number(event.target.value))}
        >
          {LEVELS.map((known) => (
            <option key={known.value} value={known.value}>
              {known.name}: {known.blurb}
            </option>
          ))}
        </select>
        {answeredHere > 0 ? (
          <p className={styles.tally}>
            This visit: {tally.right} right of {answeredHere}
          </p>
        ) : null}
      </div>
      {guide.isPending ? <Loading>Loading the trees...</Loading> : null}
      {guide.isError ? (
        <ErrorWithRetry
          message="The trees for practice could not be loaded. Open this page once with a connection, and it will work offline after that."
          onRetry={() => void guide.refetch()}
          retrying={guide.isFetching}
        />
      ) : null}
      {question ? (
        <PracticeQuestion
          question={question}
          label={`Question ${answeredHere + (chosen ? 0 : 1)}`}
          chosen={chosen}
          onChoose={choose}
          onNext={() => ask(question.species.slug)}
        />
      ) : null}
    </div>
  );
}
