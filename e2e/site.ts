/** Where the end-to-end server listens; the config starts it there and API helpers name it as their origin. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The photo seed-photos.ts adds before the server starts. */
export const SEEDED_PHOTO = {
  species: 'quercus-robur',
  slot: 'bark',
  author: 'E2E Photographer',
  licence: 'CC BY-SA 4.0',
  source: 'https://example.org/oak-bark',
} as const;

/** The leaderboard challenge lasts this long on the end-to-end server, not SPEC's minute (CHALLENGE_SECONDS). */
export const E2E_CHALLENGE_SECONDS = 10;
