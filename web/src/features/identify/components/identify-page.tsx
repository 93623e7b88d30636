import type { Level } from '@leafwise/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLevelToKeep } from '../../../api/learner-level.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { type IndexedFieldGuide, useFieldGuide } from '../../../lib/field-guide.ts';
import {
  candidatesOf,
  EMPTY_STATE,
  type KeyState,
  nearMatchesByRecency,
  nearMatchesOf,
  nextQuestion,
  rankQuestions,
  seasonOf,
} from '../identify-key.ts';
import { searchOfState, stateFromSearch } from '../key-search.ts';
import styles from './identify-page.module.css';
import { AllQuestions, AnswersGiven } from './key-answers.tsx';
import { KeyQuestionCard, SeasonSwitch } from './key-question.tsx';
import { KeyResults } from './key-results.tsx';

type IdentifyPageProps = {
  /**
   * Whether someone is signed in (undefined while the server cannot say, as offline): a learner's
   * level, where known, puts the trees at or below it first.
   */
  signedIn?: boolean | undefined;
};

/**
 * The identification key: "what is this tree in front of me?" Answer any question in any order;
 * the trees that fit narrow at once. It runs on the field guide kept on the device, so it needs no
 * connection after the first visit and asks the server nothing per step.
 */
export function IdentifyPage({ signedIn = false }: IdentifyPageProps = {}) {
  useDocumentTitle('What tree is this?');
  const guide = useFieldGuide();
  const level = useLevelToKeep(signedIn, undefined);
  return (
    <div className="reference-page">
      <h1>What tree is this?</h1>
      <p className="lede">
        Answer what you can see, in any order; skip what you can’t. The trees that fit narrow with every answer.
      </p>
      {guide.isPending && <Loading>Loading the key…</Loading>}
      {guide.isError && (
        <ErrorWithRetry
          message="The key could not be loaded. Check your connection and try again."
          onRetry={() => guide.refetch()}
          retrying={guide.isFetching}
        />
      )}
      {guide.data && <TreeKey guide={guide.data} level={level} />}
    </div>
  );
}

function TreeKey({ guide, level }: { guide: IndexedFieldGuide; level: Level | undefined }) {
  const { questions } = guide.key;
  const [search] = useSearchParams();
  const [deviceSeason] = useState(() => seasonOf(new Date()));
  // The answers live here, read once from the address: a step is drawn at once, from the click.
  // (The router applies a new search in a transition, which yields and waits: a step took 16 ms.)
  const [state, setState] = useState(() => stateFromSearch(search, questions, deviceSeason));
  // A question picked from the list, shown instead of the one the key would ask next.
  const [picked, setPicked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by a step that should move focus on to what comes next (the next question, or the answer).
  const focusNext = useRef(false);
  const candidates = useMemo(() => candidatesOf(guide.species, questions, state), [guide.species, questions, state]);
  const ranked = useMemo(() => rankQuestions(questions, candidates, state), [questions, candidates, state]);
  const nearMatches = useMemo(
    () => nearMatchesByRecency(nearMatchesOf(guide.species, questions, state), state),
    [guide.species, questions, state],
  );
  const shown = questions.find((question) => question.id === picked) ?? nextQuestion(questions, candidates, state);

  // Kept in the address too, so a reload or a shared link keeps the answers; replaced, not added,
  // so Back leaves the key.
  const change = useCallback(
    (nextState: KeyState, moveFocus = true) => {
      focusNext.current = moveFocus;
      setState(nextState);
      setPicked(null);
      const query = searchOfState(nextState, deviceSeason).toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [deviceSeason],
  );
  const pick = useCallback((question: string) => {
    focusNext.current = true;
    setPicked(question);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: state and picked are the triggers: focus follows each step.
  useEffect(() => {
    if (focusNext.current) {
      focusNext.current = false;
      heading.current?.focus();
    }
  }, [state, picked]);

  return (
    <div className={styles.key}>
      <div className={styles.asking}>
        <SeasonSwitch season={state.season} onChange={(season) => change({ ...state, season }, false)} />
        {shown ? (
          <KeyQuestionCard
            key={shown.id}
            question={shown}
            species={guide.species}
            questions={questions}
            state={state}
            headingRef={heading}
            onChange={change}
          />
        ) : null}
        <AnswersGiven
          questions={questions}
          state={state}
          onChange={change}
          onReopen={pick}
          onReset={() => change({ ...EMPTY_STATE, season: state.season })}
        />
        <AllQuestions ranked={ranked} current={shown?.id} onPick={pick} />
      </div>
      <KeyResults
        candidates={candidates}
        nearMatches={nearMatches}
        questions={questions}
        state={state}
        level={level}
        headingRef={shown ? undefined : heading}
      />
    </div>
  );
}
