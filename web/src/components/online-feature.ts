/** The parts of the app that need the server: each has its own offline notice (offline-notice.tsx). */
export type OnlineFeature = 'training' | 'test' | 'leaderboard' | 'progress' | 'profile' | 'account';
