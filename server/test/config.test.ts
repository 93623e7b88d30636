import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('fills in defaults', () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: resolve('./data'),
      MEDIA_DIR: resolve('./data/media'),
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      MAIL_FROM: 'Leafwise <no-reply@leafwise.example>',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'leafwise-development-secret-never-use-in-production',
      ADMIN_EMAILS: new Set(),
    });
  });

  it('derives the public address from the port, and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://leafwise.example/' }).PUBLIC_URL).toBe('https://leafwise.example');
  });

  it('requires real mail, a public address and a secret in production, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production\n {2}PUBLIC_URL: is required.*\n {2}AUTH_SECRET: is required/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example:587',
        PUBLIC_URL: 'https://leafwise.example',
        AUTH_SECRET: 'x'.repeat(32),
      }).SMTP_URL,
    ).toBe('smtp://mail.example:587');
  });

  it('refuses PostgreSQL without Redis in production, where instances must share rate limits', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://leafwise.example',
      AUTH_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://leafwise@db.example:5432/leafwise',
    };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration:\n {2}REDIS_URL: is required with DATABASE_URL/,
    );
    expect(loadConfig({ ...production, REDIS_URL: 'redis://cache.example:6379' }).REDIS_URL).toBe(
      'redis://cache.example:6379',
    );
    // Outside production, and on the embedded database, the memory store does.
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...production, DATABASE_URL: undefined }).REDIS_URL).toBeUndefined();
  });

  it('reads ADMIN_EMAILS as a lower-case set', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' }).ADMIN_EMAILS).toEqual(
      new Set(['ann@example.com', 'bob@example.com']),
    );
  });

  it('shortens the leaderboard challenge for tests, but never in production', () => {
    expect(loadConfig({ CHALLENGE_SECONDS: '5' }).CHALLENGE_SECONDS).toBe(5);
    expect(loadConfig({}).CHALLENGE_SECONDS).toBeUndefined();
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://leafwise.example',
      AUTH_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig({ ...production, CHALLENGE_SECONDS: '5' })).toThrow(
      /^Invalid configuration:\n {2}CHALLENGE_SECONDS: is for tests only/,
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, off by default', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, and says what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: must not be true.*TRUST_PROXY=1 behind one load balancer.*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'leafwise.example' }, 'PUBLIC_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ CHALLENGE_SECONDS: '0' }, 'CHALLENGE_SECONDS'],
    [{ CHALLENGE_SECONDS: '2.5' }, 'CHALLENGE_SECONDS'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
