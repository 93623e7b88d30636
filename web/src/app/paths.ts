/** Every route path of the SPA, in one place; the e2e tests import these too. */
export const paths = {
  root: '/',
  home: '/home',
  train: '/train',
  test: '/test',
  leaderboard: '/leaderboard',
  profile: '/profile',
  about: '/about',
  plates: '/about/plates',
  credits: '/about/credits',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;
