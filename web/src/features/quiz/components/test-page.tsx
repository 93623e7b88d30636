import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { QUIZ_PARAM } from '../quiz-progress.ts';
import { ChallengeStart } from './challenge-start.tsx';
import { TestRun } from './test-run.tsx';
import { TestSettings, type TestSettingsValue } from './test-settings.tsx';

/** /test: the settings, or with ?quiz=<id> the quiz they started (kept in the URL, so a reload resumes it). */
export function TestPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const quizId = searchParams.get(QUIZ_PARAM);
  // Here rather than in the form, so the choices are there on the way back from a quiz (even after a reload).
  const [settings, setSettings] = useState<TestSettingsValue>({});
  useDocumentTitle(quizId ? 'Test quiz' : 'Test');

  function exit(played?: TestSettingsValue) {
    if (played) setSettings(played);
    setSearchParams({});
  }

  if (quizId) return <TestRun key={quizId} quizId={quizId} onExit={exit} />;
  return (
    <TestSettings value={settings} onChange={setSettings} onStarted={(id) => setSearchParams({ [QUIZ_PARAM]: id })}>
      <ChallengeStart />
    </TestSettings>
  );
}
