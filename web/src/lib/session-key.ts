/** Who is signed in (better-auth's get-session): the one key the first page needs (query-keys.ts lists it with the rest). */
export const sessionKey = ['session'] as const;
