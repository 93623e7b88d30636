import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CommonsEnvSchema } from './commons-env.ts';

const postgresUrl = z
  .url({ error: 'must be a postgres:// or postgresql:// URL' })
  .refine((url) => /^postgres(ql)?:\/\//.test(url), { error: 'must be a postgres:// or postgresql:// URL' });

const TRUST_PROXY_HELP =
  'write how many proxies in front add X-Forwarded-For (TRUST_PROXY=1 behind one load balancer), or their addresses or CIDRs, comma-separated (TRUST_PROXY=10.0.0.0/8)';

/** An address or CIDR Fastify's trustProxy understands (proxy-addr also knows three names). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which X-Forwarded-For entries to believe: none (false), the last N (a hop count), or those added by
 * the listed proxies. Never `true`, which believes the left-most entry, one the client writes itself.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '0') return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const list = text.split(',').map((entry) => entry.trim());
    if (text !== 'true' && list.every(isProxyAddress)) return list;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message:
        text === 'true'
          ? `must not be true, which believes any X-Forwarded-For a client writes; ${TRUST_PROXY_HELP}`
          : `must be false, a hop count or addresses; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  });

const smtpUrl = z
  .url({ error: 'must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587' })
  .refine((url) => /^smtps?:\/\//.test(url), {
    error: 'must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587',
  });

/** Every environment variable the server reads; README's configuration table mirrors this. */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int({ error: 'must be a port number from 0 to 65535' })
      .min(0, { error: 'must be a port number from 0 to 65535' })
      .max(65535, { error: 'must be a port number from 0 to 65535' })
      .default(3000),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((dir) => resolve(dir)),
    /** Encoded photos; by default DATA_DIR/media. Instances behind one site share it (docs/product.md#platform). */
    MEDIA_DIR: z
      .string()
      .min(1)
      .optional()
      .transform((dir) => (dir ? resolve(dir) : undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z.string().min(3).default('Leafwise <no-reply@leafwise.example>'),
    REDIS_URL: z
      .url({ error: 'must be a redis:// or rediss:// URL' })
      .refine((url) => /^rediss?:\/\//.test(url), { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    AUTH_SECRET: z
      .string()
      .min(32, { error: 'must be at least 32 characters (try: openssl rand -base64 32)' })
      .optional(),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform(
        (list) =>
          new Set(
            list
              .split(',')
              .map((email) => email.trim().toLowerCase())
              .filter(Boolean),
          ),
      ),
    /**
     * Shortens the leaderboard challenge for end-to-end tests; refused in production, where it is
     * always the product's 60 seconds (CHALLENGE.seconds).
     */
    CHALLENGE_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 600' })
      .int({ error: 'must be a whole number of seconds from 1 to 600' })
      .min(1, { error: 'must be a whole number of seconds from 1 to 600' })
      .max(600, { error: 'must be a whole number of seconds from 1 to 600' })
      .optional(),
    PUBLIC_URL: z
      .url({ error: 'must be the http(s) address of the site, like https://leafwise.example' })
      .refine((url) => /^https?:\/\//.test(url), { error: 'must be the http(s) address of the site' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Where Wikimedia can reach the site's owner; without it the console cannot import from Commons. */
    COMMONS_CONTACT: CommonsEnvSchema.shape.COMMONS_CONTACT.optional(),
    /** Unset: Wikimedia Commons itself (COMMONS_API_URL in commons-env.ts). */
    COMMONS_API_URL: CommonsEnvSchema.shape.COMMONS_API_URL.unwrap().optional(),
  })
  .check((ctx) => {
    // Production mail must really go out, with links to the real site.
    if (ctx.value.NODE_ENV !== 'production') return;
    if (ctx.value.CHALLENGE_SECONDS !== undefined) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.CHALLENGE_SECONDS,
        path: ['CHALLENGE_SECONDS'],
        message: 'is for tests only and must not be set when NODE_ENV=production',
      });
    }
    // Several instances on one PostgreSQL must share their rate limits, or each would allow its own quota.
    if (ctx.value.DATABASE_URL && !ctx.value.REDIS_URL) {
      ctx.issues.push({
        code: 'custom',
        input: undefined,
        path: ['REDIS_URL'],
        message:
          'is required with DATABASE_URL when NODE_ENV=production, so that every instance shares the rate limits',
      });
    }
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'AUTH_SECRET'] as const) {
      if (!ctx.value[name]) {
        ctx.issues.push({
          code: 'custom',
          input: undefined,
          path: [name],
          message: 'is required when NODE_ENV=production',
        });
      }
    }
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    MEDIA_DIR: config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'),
    // Outside production a fixed secret keeps sessions valid across restarts; production must set its own.
    AUTH_SECRET: config.AUTH_SECRET ?? 'leafwise-development-secret-never-use-in-production',
  }));
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
