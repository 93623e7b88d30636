import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'leafwise-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Leafwise</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    Array.from({ length: 30 }, () => makeSpecies()),
    {
      webDist,
      beforeReady(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret database password in a stack trace');
        });
        app.get('/api/test/teapot', async () => {
          throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
        });
      },
      // The error handler must record what it hides from the client.
      onErrorLog: (line) => logged.push(line),
    },
  );
});
afterAll(async () => {
  await t.app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('checks the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, trees: 30 });
  });
});

describe('errors', () => {
  it('hides the details of an unexpected throw behind a bare 500', async () => {
    const response = await t.app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
  });

  it('passes a 4xx reason through as { msg }', async () => {
    const response = await t.app.inject({ url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ msg: 'I am a teapot' });
  });

  it('answers an unknown API path with a 404 { msg }, never the SPA', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Nothing here: GET /api/nothing-here' });
  });

  it('answers a URL that cannot be decoded with a 400 { msg }', async () => {
    const response = await t.app.inject({ url: '/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.stringContaining('not a valid url') });
  });

  it('refuses unknown query parameters on a route that takes none', async () => {
    const response = await t.app.inject({ url: '/api/health?verbose=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'unknown parameter: verbose' });
  });

  it('refuses a malformed JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trees',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('msg');
  });

  it('gives every response a request id of its own making (request-hardening.test.ts)', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security and compression', () => {
  it('sends the page security policy with pages', async () => {
    const response = await t.app.inject({ url: '/home' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the short API policy with JSON answers, errors included, and never caches them', async () => {
    for (const url of ['/api/trees?level=1', '/api/trees?level=9', '/api/nothing-here']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/api/trees?level=1&limit=30',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the OpenAPI document', () => {
  it('describes the trees routes from their schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const parameters = doc.paths['/api/trees'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['level', 'limit', 'type']));
    expect(doc.paths['/api/trees/incorrect-options']).toBeDefined();
  });

  it('has a browsable page', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the web app', () => {
  it.each(['/', '/home', '/about', '/some/client/route'])('serves index.html for %s, revalidated', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files and 404s missing ones', async () => {
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });
});

describe('logging', () => {
  it('logged the hidden 500 with its details', () => {
    expect(logged.some((line) => line.includes('secret database password'))).toBe(true);
  });
});
