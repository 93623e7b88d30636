import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Layout } from '../components/layout.tsx';
import { type NavAccount, NavAccountContext } from '../components/nav-bar.tsx';
import { OnlineOnly } from '../components/online-only.tsx';
import { sessionQueryKey, useSession } from '../features/auth/api/get-session.ts';
import {
  useArrivingSignedOut,
  useForgetUserOnArrival,
  useLeaveSignedOut,
} from '../features/auth/api/leave-signed-out.ts';
import { signOut } from '../features/auth/api/sign-out.ts';
import { RedirectSignedIn, RequireSession } from '../features/auth/components/session-guards.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { forgetAccountReads } from '../lib/cache-names.ts';
import { useOnline } from '../lib/online.ts';
import { paths } from '../lib/paths.ts';
import { rememberedUser } from '../lib/remembered-user.ts';

// Declarative routing: the data router would add 16 KB (gzip) to every page for features we don't use.
// Pages other than the landing page load on demand, keeping the first load small.
const AboutPage = lazy(() => import('../features/about/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const LeaderboardPage = lazy(() =>
  import('../features/leaderboard/components/leaderboard-page.tsx').then((m) => ({ default: m.LeaderboardPage })),
);
const ChallengeStart = lazy(() =>
  import('../features/quiz/components/challenge-start.tsx').then((m) => ({ default: m.ChallengeStart })),
);
const PlatesPage = lazy(() =>
  import('../features/plates/components/plates-page.tsx').then((m) => ({ default: m.PlatesPage })),
);
const SpeciesIndexPage = lazy(() =>
  import('../features/species/components/species-index-page.tsx').then((m) => ({ default: m.SpeciesIndexPage })),
);
const SpeciesPage = lazy(() =>
  import('../features/species/components/species-page.tsx').then((m) => ({ default: m.SpeciesPage })),
);
const CreditsPage = lazy(() =>
  import('../features/credits/components/credits-page.tsx').then((m) => ({ default: m.CreditsPage })),
);
const TrainPage = lazy(() =>
  import('../features/quiz/components/train-page.tsx').then((m) => ({ default: m.TrainPage })),
);
const TestPage = lazy(() => import('../features/quiz/components/test-page.tsx').then((m) => ({ default: m.TestPage })));
const StudyTree = lazy(() =>
  import('../features/quiz/components/study-tree.tsx').then((m) => ({ default: m.StudyTree })),
);
const UnitQuizRun = lazy(() =>
  import('../features/quiz/components/unit-quiz-run.tsx').then((m) => ({ default: m.UnitQuizRun })),
);
const LearnPage = lazy(() =>
  import('../features/learn/components/learn-page.tsx').then((m) => ({ default: m.LearnPage })),
);
const UnitPage = lazy(() =>
  import('../features/learn/components/unit-page.tsx').then((m) => ({ default: m.UnitPage })),
);
const CourseNextStep = lazy(() =>
  import('../features/learn/components/course-next-step.tsx').then((m) => ({ default: m.CourseNextStep })),
);
const CourseCard = lazy(() =>
  import('../features/learn/components/course-next-step.tsx').then((m) => ({ default: m.CourseCard })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/components/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
const ProgressPage = lazy(() =>
  import('../features/progress/components/progress-page.tsx').then((m) => ({ default: m.ProgressPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const PracticePage = lazy(() =>
  import('../features/practice/components/practice-page.tsx').then((m) => ({ default: m.PracticePage })),
);
// With its gate: the console weighs nothing on the pages everyone loads.
const AdminRoute = lazy(() => import('./admin-route.tsx').then((m) => ({ default: m.AdminRoute })));
const IdentifyPage = lazy(() =>
  import('../features/identify/components/identify-page.tsx').then((m) => ({ default: m.IdentifyPage })),
);

/** The shared frame, told whether someone is signed in so the navigation can offer their pages. */
function Shell() {
  const { data: session, isPending } = useSession();
  const online = useOnline();
  // Offline the server cannot say who is signed in: the account last seen here, while its session
  // lasts, keeps its navigation (docs/offline.md).
  const offlineAccount = session === undefined && !online ? rememberedUser() : null;
  const leaveSignedOut = useLeaveSignedOut();
  const [loggingOut, setLoggingOut] = useState(false);
  useForgetUserOnArrival();
  const logOut = useCallback(() => {
    setLoggingOut(true);
    // A plain request, not a mutation hook: TanStack's mutation code would weigh on every first load.
    signOut()
      .then(
        () => {
          void forgetAccountReads();
          leaveSignedOut('You have logged out.');
        },
        (error: unknown) => console.warn('sign-out failed', error),
      )
      .finally(() => setLoggingOut(false));
  }, [leaveSignedOut]);
  const account = useMemo<NavAccount>(
    () => ({
      signedIn: Boolean(session) || offlineAccount !== null,
      isAdmin: session?.user.role === 'admin',
      // While the session is asked for (online), the header does not offer a visitor's links yet.
      pending: isPending && online,
      logOut,
      loggingOut,
    }),
    [session, offlineAccount, isPending, online, logOut, loggingOut],
  );
  return (
    <NavAccountContext value={account}>
      <Layout />
    </NavAccountContext>
  );
}

/**
 * Home with what it needs from elsewhere: who is signed in (their day then leads the page), the
 * course feature's next unit, and the quiz feature's way into the leaderboard challenge.
 */
function HomeRoute() {
  const { data: session } = useSession();
  const leaving = useArrivingSignedOut();
  if (!session || leaving) return <HomePage />;
  return <HomePage account={{ name: session.user.name }} course={<CourseNextStep />} challenge={<ChallengeStart />} />;
}

/** Features do not import each other: the profile gets the signed-in user, and how to leave once deleted, from here. */
function ProfileRoute() {
  const { data: session } = useSession();
  const leaveSignedOut = useLeaveSignedOut();
  // RequireSession renders this only with a session.
  if (!session) return null;
  return <ProfilePage email={session.user.email} onAccountDeleted={leaveSignedOut} />;
}

/**
 * The leaderboard with what it needs from elsewhere: who is signed in, the quiz feature's way into
 * the challenge, and, should the session have lapsed, a fresh look at it (which sends the user to log in).
 */
function LeaderboardRoute() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const recheckSession = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);
  if (!session) return null;
  return (
    <LeaderboardPage
      userId={session.user.id}
      isAdmin={session.user.role === 'admin'}
      challenge={<ChallengeStart />}
      onSessionLapsed={recheckSession}
    />
  );
}

/**
 * The offline practice, told who is signed in: null for nobody, undefined while the server cannot
 * say (offline), when the page keeps answers for whoever it last saw.
 */
function PracticeRoute() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const recheckSession = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);
  return (
    <PracticePage
      userId={session === undefined ? undefined : (session?.user.id ?? null)}
      recheckSession={recheckSession}
    />
  );
}

/** The key, told whether someone is signed in: a learner's level puts its trees first. */
function IdentifyRoute() {
  const { data: session } = useSession();
  return <IdentifyPage signedIn={session === undefined ? undefined : session !== null} />;
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
          <Route path={paths.home} element={<HomeRoute />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.plates} element={<PlatesPage />} />
          <Route path={paths.credits} element={<CreditsPage />} />
          <Route path={paths.trees} element={<SpeciesIndexPage />} />
          <Route path={paths.species} element={<SpeciesPage />} />
          <Route path={paths.identify} element={<IdentifyRoute />} />
          <Route path={paths.practice} element={<PracticeRoute />} />
          {/* Open to visitors, who see the course as a newcomer would; the quiz feature runs its study cards and quizzes. */}
          <Route path={paths.learn} element={<LearnPage />} />
          <Route
            path={paths.unit}
            element={<UnitPage notFound={<NotFoundPage />} StudyCard={StudyTree} QuizRun={UnitQuizRun} />}
          />
          {/* The server runs these: offline, each says so (OnlineOnly) rather than fail or ask for a log-in. */}
          <Route element={<OnlineOnly />}>
            <Route element={<RedirectSignedIn />}>
              <Route path={paths.login} element={<LoginPage />} />
              <Route path={paths.signup} element={<SignupPage />} />
            </Route>
            <Route element={<RequireSession />}>
              {/* A quiz link that names no quiz of the player's is a page that does not exist. */}
              <Route path={paths.train} element={<TrainPage notFound={<NotFoundPage />} course={<CourseCard />} />} />
              <Route path={paths.test} element={<TestPage notFound={<NotFoundPage />} />} />
              <Route path={paths.leaderboard} element={<LeaderboardRoute />} />
              <Route path={paths.progress} element={<ProgressPage />} />
              <Route path={paths.profile} element={<ProfileRoute />} />
            </Route>
            <Route path={`${paths.admin}/*`} element={<AdminRoute />} />
          </Route>
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
