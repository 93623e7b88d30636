import type { ChallengeRun } from '@leafwise/contract';
import { useId } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  answeredLine,
  answerTimesLine,
  barHeight,
  CHART_CEILING_MS,
  isSuspicious,
  numbered,
  SUSPICIOUS_MEDIAN_MS,
  seconds,
} from '../answer-times.ts';
import { useChallengeRuns } from '../api/board.ts';
import { dateTime } from '../console-dates.ts';
import styles from './board.module.css';
import shared from './console.module.css';

/** The latest challenge runs with every answer's time: a script answers fast, and evenly. */
export function ChallengeRuns() {
  const id = useId();
  const runs = useChallengeRuns();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.title}>
        Recent challenge runs
      </h2>
      <p className={shared.lede}>
        Each answer's time runs from its question appearing to the answer. A run whose median answer took under{' '}
        {seconds(SUSPICIOUS_MEDIAN_MS)} is flagged: few people read four pictures and choose that quickly, time after
        time.
      </p>
      {runs.isError ? (
        <ErrorWithRetry
          message={errorMessage(runs.error, 'The challenge runs could not be loaded. Please try again.')}
          onRetry={() => runs.refetch()}
          retrying={runs.isFetching}
        />
      ) : null}
      {runs.isPending ? (
        <Loading>Loading the challenge runs...</Loading>
      ) : !runs.data ? null : runs.data.runs.length === 0 ? (
        <p className={shared.empty}>No challenge runs yet.</p>
      ) : (
        <ul className={styles.runs}>
          {runs.data.runs.map((run) => (
            <RunCard key={run.quiz_id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

const orNone = (ms: number | null) => (ms === null ? 'none' : seconds(ms));

function RunCard({ run }: { run: ChallengeRun }) {
  const suspicious = isSuspicious(run);
  return (
    <li className={`surface ${styles.run} ${suspicious ? styles.suspicious : ''}`}>
      <div className={styles.runHead}>
        <h3 className={styles.name}>{run.name}</h3>
        <span className={styles.email}>{run.email}</span>
      </div>
      <p className={styles.when}>
        <time dateTime={run.started_at}>{dateTime(run.started_at)}</time>
        {run.submitted_at ? ', put on the board' : ', not put on the board'}
      </p>
      {suspicious ? (
        <p className={styles.flag}>
          <strong>Suspiciously fast:</strong> the median answer took {orNone(run.median_ms)}.
        </p>
      ) : null}
      <dl className={styles.stats}>
        <div>
          <dt>Answers</dt>
          <dd>{answeredLine(run)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{run.score}</dd>
        </div>
        <div>
          <dt>Fastest</dt>
          <dd>{orNone(run.fastest_ms)}</dd>
        </div>
        <div>
          <dt>Median</dt>
          <dd>{orNone(run.median_ms)}</dd>
        </div>
      </dl>
      {run.answer_ms.length > 0 ? <AnswerChart answerMs={run.answer_ms} /> : null}
      <p className={styles.times}>
        <span className={styles.timesLabel}>Answer times: </span>
        {answerTimesLine(run.answer_ms)}
      </p>
    </li>
  );
}

/**
 * One bar per answer, its height the time taken, the quick ones in the warning colour, with a line
 * at one second. Hidden from screen readers: the times are listed in words beneath it.
 */
function AnswerChart({ answerMs }: { answerMs: readonly number[] }) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <span className={styles.oneSecond} style={{ bottom: `${barHeight(SUSPICIOUS_MEDIAN_MS) * 100}%` }} />
      {numbered(answerMs).map(({ question, ms }) => (
        <span
          key={question}
          className={ms < SUSPICIOUS_MEDIAN_MS ? styles.fastBar : styles.bar}
          style={{ height: `${Math.max(barHeight(ms), 0.02) * 100}%` }}
          title={`Question ${question}: ${seconds(ms)}${ms >= CHART_CEILING_MS ? ' (drawn to the top)' : ''}`}
        />
      ))}
    </div>
  );
}
