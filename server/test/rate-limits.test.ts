import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_FAILURES } from '../src/auth/auth.ts';
import { createAccount } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const signIn = (t: TestApp, email: string, password: string, via: { remoteAddress?: string; forwardedFor?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: via.remoteAddress ?? '192.0.2.1',
    headers: { origin: 'http://localhost:3000', ...(via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {}) },
    payload: { email, password },
  });

describe('per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([]);
  });
  afterAll(() => t.app.close());

  it('allows 10 sign-in attempts a minute from one address, then answers 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signIn(t, `x${i}@example.com`, 'wrong-password', { remoteAddress: '198.51.100.7' })).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await signIn(t, 'x11@example.com', 'wrong-password', { remoteAddress: '198.51.100.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/too many/i);
    // Another address has its own bucket.
    expect((await signIn(t, 'x@example.com', 'wrong-password', { remoteAddress: '198.51.100.8' })).statusCode).toBe(
      401,
    );
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot pick its own bucket', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await signIn(t, `y${i}@example.com`, 'wrong-password', {
            remoteAddress: '203.0.113.9',
            forwardedFor: `10.9.9.${i}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([], { trustProxy: true });
  });
  afterAll(() => t.app.close());

  it('counts each forwarded client on its own, never all users in one bucket', async () => {
    for (let i = 0; i < 10; i++)
      await signIn(t, `z${i}@example.com`, 'wrong-password', {
        remoteAddress: '10.0.0.1',
        forwardedFor: '198.51.100.20',
      });
    expect(
      (
        await signIn(t, 'z10@example.com', 'wrong-password', {
          remoteAddress: '10.0.0.1',
          forwardedFor: '198.51.100.20',
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await signIn(t, 'z11@example.com', 'wrong-password', {
          remoteAddress: '10.0.0.1',
          forwardedFor: '198.51.100.21',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([]);
  });
  afterAll(() => t.app.close());

  it('locks an account after 10 failed sign-ins from any mix of addresses, even for the right password', async () => {
    const me = await createAccount(t);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, me.email, 'wrong-password', { remoteAddress: `192.0.2.${100 + i}` })).statusCode).toBe(
        401,
      );
    }
    const locked = await signIn(t, me.email.toUpperCase(), me.password, { remoteAddress: '192.0.2.200' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TOO_MANY_FAILURES);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Someone else's account is not affected.
    const other = await createAccount(t);
    expect((await signIn(t, other.email, other.password, { remoteAddress: '192.0.2.201' })).statusCode).toBe(200);
  });
});
