import type { OutboxMessages } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_FAILURES } from '../src/auth/auth.ts';
import { createAccount } from './helpers/accounts.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const randomIp = () => `198.18.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`;

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

describe('behind one trusted load balancer (TRUST_PROXY=1)', () => {
  const balancer = '10.0.0.1';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([], { trustProxy: 1 });
  });
  afterAll(() => t.app.close());

  it('counts each forwarded client on its own, never all users in one bucket', async () => {
    for (let i = 0; i < 10; i++)
      await signIn(t, `z${i}@example.com`, 'wrong-password', {
        remoteAddress: balancer,
        forwardedFor: '198.51.100.20',
      });
    expect(
      (await signIn(t, 'z10@example.com', 'wrong-password', { remoteAddress: balancer, forwardedFor: '198.51.100.20' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await signIn(t, 'z11@example.com', 'wrong-password', { remoteAddress: balancer, forwardedFor: '198.51.100.21' }))
        .statusCode,
    ).toBe(401);
  });

  it('takes the address the balancer added, so a client cannot pick its bucket by writing X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      // The client sends a made-up entry; the balancer appends the address it saw.
      const forwardedFor = `${randomIp()}, 203.0.113.50`;
      statuses.push(
        (await signIn(t, `w${i}@example.com`, 'wrong-password', { remoteAddress: balancer, forwardedFor })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([], { trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(() => t.app.close());

  it('believes X-Forwarded-For only as far back as the listed proxies go', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const forwardedFor = `${randomIp()}, 203.0.113.60, 10.1.2.3`;
      statuses.push(
        (await signIn(t, `v${i}@example.com`, 'wrong-password', { remoteAddress: '10.0.0.1', forwardedFor }))
          .statusCode,
      );
    }
    expect(statuses[10]).toBe(429);
    // A client that reaches the server directly is its own address, whatever it writes.
    const direct = [];
    for (let i = 0; i < 11; i++) {
      direct.push(
        (
          await signIn(t, `u${i}@example.com`, 'wrong-password', {
            remoteAddress: '198.51.100.90',
            forwardedFor: randomIp(),
          })
        ).statusCode,
      );
    }
    expect(direct[10]).toBe(429);
  });
});

describe('per account', () => {
  let t: TestApp;
  const time = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp([], { clock: time.clock });
  });
  afterAll(() => t.app.close());

  const guess = (email: string, password = 'wrong-password') =>
    signIn(t, email, password, { remoteAddress: randomIp() });

  it('lets 10 attempts through from any mix of addresses, then makes each wait twice as long as the last', async () => {
    const me = await createAccount(t);
    for (let i = 0; i < 10; i++) expect((await guess(me.email)).statusCode).toBe(401);
    const held = await guess(me.email.toUpperCase(), me.password);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ message: TOO_MANY_FAILURES, code: 'TOO_MANY_FAILED_SIGN_INS' });
    expect(held.headers['retry-after']).toBe('1');
    time.advance(1_000);
    expect((await guess(me.email)).statusCode).toBe(401);
    expect((await guess(me.email)).headers['retry-after']).toBe('2');
    time.advance(2_000);
    expect((await guess(me.email)).statusCode).toBe(401);
    expect((await guess(me.email)).headers['retry-after']).toBe('4');
    // Someone else's account is not affected.
    const other = await createAccount(t);
    expect((await guess(other.email, other.password)).statusCode).toBe(200);
    // Once the wait is over the owner signs in, and that clears the count.
    time.advance(4_000);
    expect((await guess(me.email, me.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await guess(me.email)).statusCode).toBe(401);
  });

  it('never holds an account for more than five minutes, however long the guessing goes on', async () => {
    const me = await createAccount(t);
    let longest = 0;
    for (let i = 0; i < 40; i++) {
      const answer = await guess(me.email);
      if (answer.statusCode === 429) {
        const waitS = Number(answer.headers['retry-after']);
        longest = Math.max(longest, waitS);
        time.advance(waitS * 1000);
      }
    }
    expect(longest).toBe(300);
    expect((await guess(me.email)).statusCode).toBe(429);
    time.advance(300_000);
    expect((await guess(me.email, me.password)).statusCode).toBe(200);
  });

  it('clears the count when the password is reset', async () => {
    const me = await createAccount(t);
    for (let i = 0; i < 10; i++) await guess(me.email);
    expect((await guess(me.email, me.password)).statusCode).toBe(429);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: randomIp(),
        payload,
      });
    expect(
      (await post('/api/auth/request-password-reset', { email: me.email, redirectTo: '/reset-password' })).statusCode,
    ).toBe(200);
    const { messages } = (await t.app.inject({ url: '/api/dev/outbox' })).json() as OutboxMessages;
    const link = messages.flatMap((m) => (m.to.includes(me.email) ? m.links : [])).find((l) => l.includes('/reset-'));
    const token = new URL(link ?? 'http://x').searchParams.get('token');
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a-fresh-long-password' })).statusCode).toBe(
      200,
    );
    expect((await guess(me.email, 'a-fresh-long-password')).statusCode).toBe(200);
  });
});
