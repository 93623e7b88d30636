// The console's photo upload for npm run bench: how long the server takes to accept one 12 MP photo
// from a phone and encode it (docs/admin.md), measured in process with app.inject.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { loadConfig } from '../server/src/config.ts';
import { createServer } from '../server/src/server.ts';

const ADMIN = 'bench-admin@leafwise-bench.org';
const PASSWORD = 'a-bench-password-long-enough';
const ORIGIN = 'http://localhost:3000';

/** Signs up the admin (ADMIN_EMAILS), follows the link the outbox holds, signs in: the session cookie. */
async function signInAdmin(app: FastifyInstance): Promise<string> {
  const headers = { origin: ORIGIN };
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { name: 'Bench admin', email: ADMIN, password: PASSWORD },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
  const { messages } = (await app.inject({ url: '/api/dev/outbox' })).json() as {
    messages: { to: string; links: string[] }[];
  };
  const link = messages.find((message) => message.to === ADMIN)?.links.find((url) => url.includes('token='));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('sign-up: no verification link in the outbox');
  await app.inject({ url: `/api/auth/verify-email?token=${token}` });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email: ADMIN, password: PASSWORD },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  return signIn.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** A 4000 × 3000 JPEG with a camera's grain, so that it weighs what a phone's photo weighs (a few MB). */
const twelveMegapixels = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#4a6b3a',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function uploadBody(bytes: Buffer) {
  const form = new FormData();
  const fields = {
    species: 'quercus-robur',
    slot: 'bark',
    author: 'Bench',
    licence: 'CC0 1.0',
    source: 'https://example.org/bench',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'bark.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

export type UploadFigures = { runs: number; medianMs: number; maxMs: number; megabytes: number };

/**
 * POST /api/admin/photos of a fresh 12 MP JPEG `runs` times (each a new photo: the same file twice is
 * refused), on the embedded database in a temporary folder: from the request to the 201, which
 * comes once the photo is checked, encoded at every width and format, stored and recorded.
 */
export async function adminUploadMs(runs = 3): Promise<UploadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-bench-upload-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'warn', PUBLIC_URL: ORIGIN });
  const app = await createServer(config, null);
  try {
    const cookie = await signInAdmin(app);
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const photo = await twelveMegapixels();
      bytes = photo.length;
      const { payload, type } = await uploadBody(photo);
      const began = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/photos',
        payload,
        headers: { origin: ORIGIN, cookie, 'content-type': type },
      });
      times.push(performance.now() - began);
      if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    }
    times.sort((x, y) => x - y);
    return {
      runs,
      medianMs: times[Math.floor(runs / 2)] ?? 0,
      maxMs: times.at(-1) ?? 0,
      megabytes: bytes / 1_000_000,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
