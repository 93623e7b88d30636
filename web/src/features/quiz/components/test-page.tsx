import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUIZ_PARAM } from '../quiz-progress.ts';
import { testQuizSearch } from '../test-settings-search.ts';
import { TestRun } from './test-run.tsx';
import { TestSettings, type TestSettingsValue } from './test-settings.tsx';

/** /test: the settings, or with ?quiz=<id> the quiz they started (kept in the URL, so a reload resumes it). */
export function TestPage({ notFound }: { notFound: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const quizId = searchParams.get(QUIZ_PARAM);
  // Here rather than in the form, so the choices are there on the way back from a quiz (even after a reload).
  const [settings, setSettings] = useState<TestSettingsValue>({});

  function exit(played?: TestSettingsValue) {
    if (played) setSettings(played);
    setSearchParams({});
  }

  if (quizId) return <TestRun key={quizId} quizId={quizId} onExit={exit} notFound={notFound} />;
  return (
    // No way into the leaderboard challenge here: the settings screen does not enable it
    // (it starts from the leaderboard and from home).
    <TestSettings
      value={settings}
      onChange={setSettings}
      onStarted={(id) => setSearchParams(testQuizSearch(id, settings))}
    />
  );
}
