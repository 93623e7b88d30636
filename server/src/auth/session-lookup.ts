import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from './auth.ts';
import type { SessionUser } from './guards.ts';

type LookupOptions = {
  /** better-auth's session cookie, and the two whose presence makes it do more than read. */
  cookieName: string;
  dontRememberCookie: string;
  sessionDataCookie: string;
  secret: string;
  /** Seconds: a session lives this long, and is extended once it is older than updateAge. */
  expiresIn: number;
  updateAge: number;
};

/** The names and rules better-auth itself uses, so the two can never disagree. */
export async function lookupOptions(auth: Auth): Promise<LookupOptions> {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    sessionDataCookie: context.authCookies.sessionData.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  };
}

/**
 * A signed-in user from the session cookie in one indexed query, for the common case, where
 * better-auth's getSession would make two queries and much more work of its own (docs/decisions/005-caching.md).
 * It only ever accepts: for anything but a plain valid cookie session (no cookie, a bearer token,
 * a bad signature, an unknown, expired or soon-to-be-extended session, a cookie better-auth would
 * rewrite) it answers undefined and the caller asks better-auth, whose rules stay the only rules.
 */
export class SessionLookup {
  readonly #options: LookupOptions;
  readonly #query;

  constructor(db: Db, options: LookupOptions) {
    this.#options = options;
    this.#query = db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        banned: users.banned,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare('session_lookup');
  }

  async find(
    cookieHeader: string | undefined,
    hasAuthorization: boolean,
    now = Date.now(),
  ): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
    if (!cookieHeader || hasAuthorization) return undefined;
    const cookies = parseCookies(cookieHeader);
    const { cookieName, dontRememberCookie, sessionDataCookie, secret, expiresIn, updateAge } = this.#options;
    if (cookies.has(dontRememberCookie) || cookies.has(sessionDataCookie)) return undefined;
    const token = verifiedValue(cookies.get(cookieName), secret);
    if (!token) return undefined;
    const [row] = await this.#query.execute({ token });
    if (!row) return undefined;
    const expires = row.expiresAt.getTime();
    // Expired (better-auth deletes it) or due to be extended (better-auth moves its expiry on).
    if (expires <= now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    const { expiresAt, ...user } = row;
    return { user, expiresAt };
  }
}

/** As better-call reads cookies: the first of a name wins, values URL-decoded. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** The value of a cookie signed as better-call signs them (`value.base64(HMAC-SHA256)`), if the signature holds. */
function verifiedValue(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  // Compared as text, so that no other spelling of the same bytes passes where better-call's would not.
  const signature = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : undefined;
}
