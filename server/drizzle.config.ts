import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/src/db/schema.ts',
    './server/src/db/auth-schema.ts',
    './server/src/db/quiz-schema.ts',
    './server/src/db/progress-schema.ts',
    './server/src/db/leaderboard-schema.ts',
    './server/src/db/admin-schema.ts',
  ],
  out: './server/drizzle',
  casing: 'snake_case',
});
