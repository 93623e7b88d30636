import { z } from 'zod';
import {
  ADMIN_ACTION_GROUPS,
  ADMIN_ACTIONS,
  ADMIN_SEARCH_MAX,
  ADMIN_USER_CHANGES,
  type AdminActionGroup,
  IMPORT_STATES,
  LICENCES,
  PICTURE_SLOTS,
  USER_STATUSES,
} from './constants/index.ts';
import { integerParam, strictParams, TreeSchema } from './trees.ts';

// The owner's console (/admin, docs/admin.md): every route answers 401 to nobody signed in and 403
// to anyone but an admin.

const isoTime = z.string();
const searchText = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, { error: `q must be at most ${ADMIN_SEARCH_MAX} characters` });

// ---- People

export const AdminBoardEntrySchema = z.object({
  leaderboard_id: z.number().int(),
  board: z.string(),
  score: z.number().int(),
  /** 1 for the best; ranks never repeat. */
  rank: z.number().int().positive(),
  achieved_at: isoTime,
});
export type AdminBoardEntry = z.infer<typeof AdminBoardEntrySchema>;

export const AdminUserSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  user_status: z.enum(USER_STATUSES),
  /** A timed ban's end (better-auth's ban-user with banExpiresIn); null when not banned, or banned with no end. */
  banned_until: isoTime.nullable(),
  email_verified: z.boolean(),
  created_at: isoTime,
  /** The latest of a session's use and a quiz's change; null when never seen since sign-up. */
  last_active_at: isoTime.nullable(),
  /** Sessions open now (devices signed in). */
  sessions: z.number().int().nonnegative(),
  board_entries: z.array(AdminBoardEntrySchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = strictParams({
  q: searchText.optional(),
  offset: integerParam('offset', 0, 100_000).default(0),
});
export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  /** How many users match the search in all. */
  total: z.number().int().nonnegative(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const AdminUserChangeParamsSchema = strictParams({
  userId: z.string().min(1).max(64),
  change: z.enum(ADMIN_USER_CHANGES, { error: `change must be one of ${ADMIN_USER_CHANGES.join(', ')}` }),
});

// ---- The board

export const AdminBoardRowSchema = z.object({
  leaderboard_id: z.number().int(),
  rank: z.number().int().positive(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  score: z.number().int(),
  achieved_at: isoTime,
  /** The run that set the score; null if it has been cleaned up. */
  quiz_id: z.string().nullable(),
});
export type AdminBoardRow = z.infer<typeof AdminBoardRowSchema>;
export const AdminBoardResponseSchema = z.object({ entries: z.array(AdminBoardRowSchema) });
export type AdminBoardResponse = z.infer<typeof AdminBoardResponseSchema>;
export const BoardEntryParamsSchema = strictParams({ entryId: integerParam('entryId', 1, 2_147_483_647) });

export const ChallengeRunSchema = z.object({
  quiz_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  started_at: isoTime,
  deadline_at: isoTime,
  submitted_at: isoTime.nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** The run's score as the board counts it: max(0, correct − incorrect) × 14. */
  score: z.number().int(),
  /** Milliseconds from each question's appearing to its answer, in order. */
  answer_ms: z.array(z.number().int()),
  fastest_ms: z.number().int().nullable(),
  median_ms: z.number().int().nullable(),
});
export type ChallengeRun = z.infer<typeof ChallengeRunSchema>;
export const ChallengeRunsResponseSchema = z.object({ runs: z.array(ChallengeRunSchema) });
export type ChallengeRunsResponse = z.infer<typeof ChallengeRunsResponseSchema>;

// ---- Photos

export const PhotoSlotCountsSchema = z.object(
  Object.fromEntries(PICTURE_SLOTS.map((slot) => [slot, z.number().int()])) as Record<
    (typeof PICTURE_SLOTS)[number],
    z.ZodNumber
  >,
);
export const AdminSpeciesSchema = z.object({
  tree_id: z.number().int(),
  slug: z.string(),
  name_common: z.string(),
  name_sci: z.string(),
  photos: PhotoSlotCountsSchema,
});
export type AdminSpecies = z.infer<typeof AdminSpeciesSchema>;
export const AdminSpeciesResponseSchema = z.object({ species: z.array(AdminSpeciesSchema) });
export type AdminSpeciesResponse = z.infer<typeof AdminSpeciesResponseSchema>;

export const AdminPhotoSchema = z.object({
  photo_id: z.number().int(),
  slot: z.enum(PICTURE_SLOTS),
  author: z.string(),
  licence: z.string(),
  licence_url: z.string(),
  source_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The photo's URL as the trees API gives it (its widest WebP). */
  url: z.string(),
  thumbnail_url: z.string(),
  added_at: isoTime,
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;
export const SpeciesParamsSchema = strictParams({ slug: z.string().min(1).max(100) });
export const AdminSpeciesPhotosResponseSchema = z.object({
  species: AdminSpeciesSchema,
  /** The species as the trees API gives it to learners now (a photo at random where a slot has several). */
  tree: TreeSchema,
  photos: z.array(AdminPhotoSchema),
});
export type AdminSpeciesPhotosResponse = z.infer<typeof AdminSpeciesPhotosResponseSchema>;
export const PhotoParamsSchema = strictParams({ photoId: integerParam('photoId', 1, 2_147_483_647) });
export const AdminPhotoResponseSchema = z.object({ photo: AdminPhotoSchema });
export type AdminPhotoResponse = z.infer<typeof AdminPhotoResponseSchema>;

/**
 * POST /admin/photos is multipart/form-data: these text fields, then one `file`. The licence is one
 * of LICENCES by name.
 */
export const PhotoUploadFieldsSchema = z.strictObject({
  species: z.string().trim().min(1, { error: 'species is required' }).max(100),
  slot: z.enum(PICTURE_SLOTS, { error: `slot must be one of ${PICTURE_SLOTS.join(', ')}` }),
  author: z
    .string()
    .trim()
    .min(1, { error: 'author is required' })
    .max(200, { error: 'author must be at most 200 characters' }),
  licence: z.enum(
    LICENCES.map(({ name }) => name),
    { error: `licence must be one of ${LICENCES.map(({ name }) => name).join(', ')}` },
  ),
  source: z.string().trim().min(1, { error: 'source is required' }).max(2000),
});
export type PhotoUploadFields = z.infer<typeof PhotoUploadFieldsSchema>;

// ---- Commons imports

export const ImportEventSchema = z.object({
  at: isoTime,
  species: z.string(),
  slot: z.enum(PICTURE_SLOTS),
  kind: z.enum(['added', 'skipped', 'failed']),
  /** The file's title on Commons, when the event is about a file. */
  title: z.string().nullable(),
  /** Why a file was skipped or a search failed; for an added file, its licence. */
  text: z.string(),
});
export type ImportEvent = z.infer<typeof ImportEventSchema>;

export const CommonsImportSchema = z.object({
  import_id: z.number().int(),
  state: z.enum(IMPORT_STATES),
  /** The species asked for (catalog file names); null for every species. */
  species: z.array(z.string()).nullable(),
  started_at: isoTime,
  finished_at: isoTime.nullable(),
  started_by: z.string(),
  /** Files found by the searches and looked at. */
  found: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** Searches that kept failing (Commons busy or out of reach). */
  failed: z.number().int(),
  /** What it is searching now ("quercus-robur bark"); null when not running. */
  current: z.string().nullable(),
  /** How it ended, in a sentence; null while running. */
  message: z.string().nullable(),
  /** The latest events, newest first (at most IMPORT_EVENTS_KEPT). */
  events: z.array(ImportEventSchema),
});
export type CommonsImport = z.infer<typeof CommonsImportSchema>;

export const StartImportBodySchema = z.strictObject({
  /** Catalog file names; left out (or null) for every species. */
  species: z.array(z.string().trim().min(1).max(100)).min(1).max(1000).nullable().optional(),
});
export const ImportParamsSchema = strictParams({ importId: integerParam('importId', 1, 2_147_483_647) });
export const CommonsImportResponseSchema = z.object({
  /** The latest import, running or not; null when there has been none. */
  import: CommonsImportSchema.nullable(),
  /** Whether the server can import at all (COMMONS_CONTACT is set). */
  configured: z.boolean(),
});
export type CommonsImportResponse = z.infer<typeof CommonsImportResponseSchema>;

// ---- The audit trail

export const AuditEntrySchema = z.object({
  audit_id: z.number().int(),
  at: isoTime,
  action: z.enum(ADMIN_ACTIONS),
  /** Who: the admin's e-mail address as it was, or "command line (user@host)". */
  actor: z.string(),
  actor_id: z.string().nullable(),
  /** Whom or what: a user's name and address, a photo, an entry, as they were. */
  target: z.string(),
  target_id: z.string().nullable(),
  /** From where: the client's address, or "command line". */
  origin: z.string(),
  /** Anything else worth knowing (the score removed, the species imported). */
  details: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = strictParams({
  /** An action (`user.ban`) or a group (`people`, `board`, `photos`). */
  action: z
    .enum([...ADMIN_ACTIONS, ...(Object.keys(ADMIN_ACTION_GROUPS) as AdminActionGroup[])], {
      error: 'action must be an action or one of people, board, photos',
    })
    .optional(),
  /** Words to find in who, whom or the details. */
  q: searchText.optional(),
  /** Entries older than this audit_id (the next page). */
  before: integerParam('before', 1, 2_147_483_647).optional(),
});
export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  next_before: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
