import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { admin, bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import * as authSchema from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type AuthConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'AUTH_SECRET' | 'ADMIN_EMAILS'>;
export type Auth = ReturnType<typeof createAuth>;

const ONE_HOUR_S = 60 * 60;

/** The client address, as Fastify worked it out, travels to better-auth under this header. */
export const CLIENT_IP_HEADER = 'x-leafwise-client-ip';

export const SIGN_UP_MAIL_FAILED =
  'We could not send the verification e-mail to that address, so no account was created. Please check it and try again.';

/**
 * better-auth inside our server, on our database (DESIGN §3): e-mail and password with
 * verification, password reset, sessions in an httpOnly cookie (or a bearer token), roles and bans.
 */
type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export function createAuth({ db, config, mailer, log }: { db: Db; config: AuthConfig; mailer: Mailer; log: Log }) {
  const page = (path: string, token?: string) => `${config.PUBLIC_URL}${path}${token ? `?token=${token}` : ''}`;

  return betterAuth({
    appName: 'Leafwise',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    // Into our JSON logs, with the request's context, not onto the console.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        log[level](err ? { err } : {}, `better-auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: authSchema }),
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
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Rate limits and session records use the address Fastify trusts (see routes/auth.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // E-mail addresses are compared case-insensitively everywhere (DESIGN §3).
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              role: config.ADMIN_EMAILS.has(user.email.toLowerCase()) ? 'admin' : 'user',
            },
          }),
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const returned = ctx.context.returned as { user?: { id: string } } | undefined;
        const id = returned?.user?.id;
        // A sign-up for an address that already has an account answers with a stand-in user
        // that is not in the database; only a new account gets the verification e-mail.
        const user = id ? await ctx.context.internalAdapter.findUserById(id) : null;
        if (!user || user.emailVerified) return;
        try {
          await sendVerificationEmailFn(ctx, user);
        } catch (error) {
          await ctx.context.internalAdapter.deleteUser(user.id);
          ctx.context.logger.error('sign-up undone: the verification e-mail was refused', error);
          throw new APIError('BAD_GATEWAY', { message: SIGN_UP_MAIL_FAILED, code: 'VERIFICATION_EMAIL_FAILED' });
        }
      }),
    },
    plugins: [admin(), bearer()],
  });
}
