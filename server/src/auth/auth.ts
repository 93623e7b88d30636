import { ADMIN_ERRORS, isRole } from '@leafwise/contract';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import type { FastifyBaseLogger } from 'fastify';
import { recordAction, userLabel } from '../audit/audit.ts';
import type { Config } from '../config.ts';
import * as authSchema from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { removeFromLeaderboards } from '../leaderboards/leaderboards-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { capPerRecipient } from '../mail/recipient-cap.ts';
import type { RateLimitStore } from '../rate-limits/rate-limit-store.ts';
import { liftLapsedBans } from '../users/ban-lapses.ts';
import { ADMIN_EMAILS_ACTOR } from '../users/users-repository.ts';
import { checkAccountInput } from './account-input.ts';
import { adminEndpointsAudit } from './admin-endpoints.ts';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { signInAttempts } from './sign-in-attempts.ts';
import { signUpAnswer } from './sign-up-answer.ts';
import { trustedOrigins } from './trusted-origins.ts';

export type AuthConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'AUTH_SECRET' | 'ADMIN_EMAILS'>;
export type Auth = ReturnType<typeof createAuth>;

const ONE_HOUR_S = 60 * 60;

/** The client address, as Fastify worked it out, travels to better-auth under this header. */
export const CLIENT_IP_HEADER = 'x-leafwise-client-ip';

/** Per client IP (the address Fastify trusts), per window in seconds (docs/accounts.md, "Limits"). */
const IP_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/request-password-reset': { window: 600, max: 5 },
};
export const TOO_MANY_FAILURES =
  'Too many attempts to log in to this account. Please wait a little before trying again, or reset your password.';

/** better-auth's messages about a bad origin or callback URL a client sent: the client's fault, not ours. */
const CLIENT_MISTAKE =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site)/;

export const SIGN_UP_MAIL_FAILED =
  'We could not send the verification e-mail to that address, so no account was created. Please check it and try again.';

/**
 * better-auth inside our server, on our database (docs/product.md#accounts): e-mail and password with
 * verification, password reset, sessions in an httpOnly cookie (or a bearer token), roles and bans.
 */
type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

type SignedUp = Parameters<typeof signUpAnswer>[0];

type AuthDeps = {
  db: Db;
  config: AuthConfig;
  mailer: Mailer;
  log: Log;
  rateLimits: RateLimitStore;
  /** Milliseconds since the epoch; tests move their own clock to pass a sign-in delay. */
  now?: () => number;
};

export function createAuth({ db, config, mailer: anyMailer, log, rateLimits, now = Date.now }: AuthDeps) {
  const attempts = signInAttempts(rateLimits, now);
  const mailer = capPerRecipient(anyMailer, rateLimits, log);
  const page = (path: string, token?: string) => `${config.PUBLIC_URL}${path}${token ? `?token=${token}` : ''}`;

  const adapter = drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: authSchema });
  // Every admin action is in the audit trail, those done through better-auth's own endpoints too.
  const adminAudit = adminEndpointsAudit(db, CLIENT_IP_HEADER);
  return betterAuth({
    appName: 'Leafwise',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: trustedOrigins(config),
    // Into our JSON logs, with the request's context, not onto the console.
    logger: {
      // Not 'debug', 'warn' or 'error': at those levels better-auth also prints every API error to the console.
      level: 'info',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        // Anyone can send a foreign callbackURL; an error line each time would bury our real errors.
        const as = level === 'error' && CLIENT_MISTAKE.test(message) ? 'warn' : level;
        log[as](err ? { err } : {}, `better-auth: ${message}`);
      },
    },
    database: adapter,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: ONE_HOUR_S,
      password: { hash: hashPassword, verify: verifyPassword },
      // Links go to our pages, which call the API; the token is all they need.
      sendResetPassword: ({ user, token }) => mailer.send(passwordResetEmail(user, page('/reset-password', token))),
      // Whoever reset the password owns the mailbox: past guesses at it no longer count.
      onPasswordReset: ({ user }) => attempts.clear(user.email),
      onExistingUserSignUp: ({ user }) =>
        mailer.send(existingAccountEmail(user, page('/login'), page('/forgot-password'))),
    },
    emailVerification: {
      // Sign-up sends it itself, below, so that a refused e-mail undoes the sign-up.
      sendOnSignUp: false,
      expiresIn: ONE_HOUR_S,
      sendVerificationEmail: ({ user, token }) => mailer.send(verificationEmail(user, page('/verify-email', token))),
    },
    user: { changeEmail: { enabled: false } },
    advanced: {
      // better-auth skips its origin (CSRF) checks under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Rate limits and session records use the address Fastify trusts (see routes/auth.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      // On in every environment, so what the tests see is what production does.
      enabled: true,
      window: 10,
      max: 100,
      customRules: IP_RULES,
      customStorage: { consume: (key, rule) => rateLimits.consume(`ip:${key}`, rule.window, rule.max) },
    },
    databaseHooks: {
      user: {
        create: {
          // E-mail addresses are compared case-insensitively everywhere (docs/product.md#accounts).
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              role: config.ADMIN_EMAILS.has(user.email.toLowerCase()) ? 'admin' : 'user',
            },
          }),
          // An account made admin by ADMIN_EMAILS is in the audit trail like any other grant.
          after: async (user) => {
            if ((user as { role?: string }).role !== 'admin') return;
            await recordAction(db, ADMIN_EMAILS_ACTOR, {
              action: 'user.grant_admin',
              targetId: user.id,
              target: userLabel(user),
              details: 'at sign-up',
            });
          },
        },
        update: {
          // Whatever better-auth endpoint sets a role, it is one of ROLES (the column's check holds it too).
          before: async (data) => {
            const role = (data as { role?: unknown }).role;
            if (role !== undefined && !isRole(role)) {
              throw new APIError('BAD_REQUEST', { message: ADMIN_ERRORS.unknownRole, code: 'UNKNOWN_ROLE' });
            }
          },
          // A ban through better-auth's own admin endpoint takes the user off the leaderboards
          // too, as our ban route does (docs/product.md#roles).
          after: async (user) => {
            if (!(user as { banned?: boolean | null }).banned) return;
            await removeFromLeaderboards(db, user.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path.startsWith('/admin/')) await adminAudit.before(ctx);
        const checked = await checkAccountInput(ctx.path, ctx.body);
        if (checked) return { context: { body: checked } };
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        // Counted before the password is checked, so concurrent guesses cannot all be checked.
        const waitS = await attempts.admit(ctx.body.email);
        if (waitS !== null) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { message: TOO_MANY_FAILURES, code: 'TOO_MANY_FAILED_SIGN_INS' },
            { 'X-Retry-After': String(waitS) },
          );
        }
        // A timed ban that has run out is lifted here, recorded, before better-auth would lift it unrecorded.
        await liftLapsedBans(db, new Date(now()), { email: ctx.body.email });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const succeeded = ctx.context.returned !== undefined && !(ctx.context.returned instanceof APIError);
        if (ctx.path.startsWith('/admin/')) await adminAudit.after(ctx);
        if (ctx.path === '/sign-in/email') {
          if (succeeded) await attempts.clear(String(ctx.body?.email));
          return;
        }
        if (ctx.path === '/admin/set-user-password') {
          // A password set by an admin is a fresh start: whoever held the old one is signed out.
          if (succeeded) await ctx.context.internalAdapter.deleteUserSessions(ctx.body.userId);
          return;
        }
        if (ctx.path !== '/sign-up/email' || !succeeded) return;
        const returned = ctx.context.returned as { user?: SignedUp } | undefined;
        if (!returned?.user) return;
        // A sign-up for an address that already has an account answers with a stand-in user
        // that is not in the database; only a new account gets the verification e-mail.
        const user = await ctx.context.internalAdapter.findUserById(returned.user.id);
        if (user && !user.emailVerified) {
          try {
            await sendVerificationEmailFn(ctx, user);
          } catch (error) {
            await ctx.context.internalAdapter.deleteUser(user.id);
            ctx.context.logger.error('sign-up undone: the verification e-mail was refused', error);
            throw new APIError('BAD_GATEWAY', { message: SIGN_UP_MAIL_FAILED, code: 'VERIFICATION_EMAIL_FAILED' });
          }
        }
        return ctx.json(signUpAnswer(returned.user));
      }),
    },
    plugins: [admin(), bearer()],
  });
}
