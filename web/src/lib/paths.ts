/**
 * Every route path of the SPA, in one place; the e2e tests import these too. In lib/, not app/, so
 * that features and shared components can link to pages without importing the app.
 */
export const paths = {
  root: '/',
  home: '/home',
  learn: '/learn',
  /** A unit of the course, its id in place of :unitId (unitPath). */
  unit: '/learn/:unitId',
  train: '/train',
  test: '/test',
  leaderboard: '/leaderboard',
  profile: '/profile',
  progress: '/progress',
  about: '/about',
  /** Every species, searchable and filtered. */
  trees: '/trees',
  /** One species' page, its slug in place of :slug (speciesPath). */
  species: '/trees/:slug',
  /** The identification key: what is this tree in front of me? */
  identify: '/identify',
  /** Practice from the field guide kept on the device: works offline, never scored. */
  practice: '/practice',
  plates: '/about/plates',
  credits: '/about/credits',
  /** The owner's console, for admins: photos, people, the board, the audit trail (its sections: features/admin/admin-paths.ts). */
  admin: '/admin',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;
