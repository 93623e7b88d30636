// npm run bench: throughput and latency of the trees route, of quizzes (started, answered) and of
// the Ancient leaderboard with 10,000 players on it and of the progress routes (a user with 5,000
// answers) and the course (that user half-way through it), against a bare Fastify hello-world, the
// gzip size of the JavaScript the home and login pages load (and whether the login page loads Zod),
// picture responses, the server's cold start, and the field guide (the offline download, a species
// page from the server, the identification key's time per step), and the console's upload of a 12 MP photo.
// Quizzes, the leaderboard, progress and the course run
// on the embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
// server, on a fresh database there too.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadCatalog, PUBLIC_SPECIMENS, renderIllustration, SLOTS, type Slot, type Species } from '@leafwise/catalog';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { adminUploadMs } from './bench-admin-upload.ts';
import { loadCourseRoute, seedHalfWay, UNITS_DONE } from './bench-course.ts';
import { keyStepMsInBrowser, keyStepMsInNode, precacheFigures } from './bench-field-guide.ts';
import { BOARD_USERS, joinBoard, loadLeaderboard, seedLeaderboard } from './bench-leaderboard.ts';
import { loadProgress, type ProgressLoad, SEEDED_ANSWERS, seedProgressUser, userIdOf } from './bench-progress.ts';
import { type LoadResult, loadQuizzes, signIn } from './bench-quizzes.ts';

const ROOT = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
const COLD_STARTS = 3;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** A process's resident set size, from Linux's /proc (what `ps` and `top` show as RSS). */
function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

type PageJs = { files: string[]; bytes: number; zodFiles: string[] };

/**
 * The JavaScript a page loads before it shows: the entry chunk of index.html and, for a page loaded
 * on demand, the chunk of its module (`page`, as the manifest names it), with every chunk they import
 * statically. A chunk holds Zod when its source map lists a file of the zod package.
 */
function pageJs(page?: string): PageJs {
  const dist = join(ROOT, 'web', 'dist');
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (page && !manifest[page]) throw new Error(`${page} is not in the build's manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of [entry, page]) if (key) visit(key);
  const files = [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const zodFiles = files.filter((file) => {
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    return map.sources.some((source) => source.includes('node_modules/zod/'));
  });
  return { files, bytes, zodFiles };
}

/** A chunk's name without its folder, hash and extension: `assets/login-page-CJIKvMju.js` is login-page. */
const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Quizzes and the leaderboard on a brand-new database on the PostgreSQL server at `adminUrl`, dropped afterwards. */
async function quizzesOnPostgres(adminUrl: string) {
  const name = `leafwise_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await seedLeaderboard({ kind: 'postgres', url: url.toString() });
  const server = start('server/src/main.ts', { PORT: String(port), DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  try {
    await waitFor(`${base}/api/health`, server);
    // The server keeps running: on PostgreSQL the seeds write beside it, as another instance would.
    const boardCookie = await signIn(base);
    const quizzes = await loadQuizzes(base, boardCookie, LOAD);
    await joinBoard({ kind: 'postgres', url: url.toString(), poolSize: 2 }, await userIdOf(base, boardCookie));
    const loads = { ...quizzes, leaderboard: await loadLeaderboard(base, boardCookie, LOAD) };
    const cookie = await signIn(base);
    const userId = await userIdOf(base, cookie);
    const uncachedMs = await seedProgressUser({ kind: 'postgres', url: url.toString(), poolSize: 2 }, userId);
    await seedHalfWay({ kind: 'postgres', url: url.toString(), poolSize: 2 }, userId);
    const progress = await loadProgress(base, cookie, LOAD);
    return { ...loads, progress, uncachedMs, course: await loadCourseRoute(base, cookie, LOAD) };
  } finally {
    await stop(server);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/** Progress rows: each route's throughput and latency for a user with SEEDED_ANSWERS answers. */
function progressRows(where: string, load: ProgressLoad, uncachedMs: number): [string, string, string, string][] {
  const answers = SEEDED_ANSWERS.toLocaleString('en');
  const latency = (path: string, result: LoadResult): [string, string, string, string] => [
    `${path} p50 / p99 (${result.rps.toFixed(0)} req/s), ${answers} answers, ${where}`,
    `${result.p50} / ${result.p99} ms`,
    'p99 < 50 ms',
    result.p99 < 50 ? 'yes' : 'NO',
  ];
  return [
    latency('GET /api/progress', load.summary),
    latency('GET /api/progress/due', load.due),
    latency('GET /api/progress/confusions', load.confusions),
    [`progress reads with nothing kept in memory, one request, ${where}`, `${uncachedMs.toFixed(1)} ms`, '', ''],
  ];
}

/** The course row: GET /api/course for a learner half-way through, with SEEDED_ANSWERS answers. */
function courseRow(where: string, result: LoadResult): [string, string, string, string] {
  return [
    `GET /api/course p50 / p99 (${result.rps.toFixed(0)} req/s), ${UNITS_DONE} units done, ${where}`,
    `${result.p50} / ${result.p99} ms`,
    'p99 < 25 ms',
    result.p99 < 25 ? 'yes' : 'NO',
  ];
}

type DrawingFigures = { msPerPicture: number; gzipBytes: number; slowestSlot: string };

/**
 * Every species' drawings of every slot, twice (the first pass warms the code up): time and gzip
 * size per picture, and which slot is slowest. `normal` draws every public specimen, `high` the
 * enlarged view's detail of the first, `quiz` a question's disguised specimen (checked only against
 * its own public specimens here, as the server's check costs nothing for most pictures).
 */
function illustrations(kind: 'normal' | 'high' | 'quiz'): DrawingFigures {
  const catalog = loadCatalog();
  const specimens = kind === 'normal' ? PUBLIC_SPECIMENS : 1;
  const draw = (species: Species, slot: Slot, specimen: number) =>
    kind === 'quiz'
      ? renderIllustration(species, slot, { variant: `bench-${specimen}` })
      : renderIllustration(species, slot, { specimen, detail: kind });
  let bytes = 0;
  let ms = 0;
  const slotMs = new Map<Slot, number>();
  for (let pass = 0; pass < 2; pass++) {
    bytes = 0;
    ms = 0;
    for (const slot of SLOTS) {
      const began = performance.now();
      const svgs = catalog.flatMap((species) => Array.from({ length: specimens }, (_, n) => draw(species, slot, n)));
      const took = performance.now() - began;
      slotMs.set(slot, took / svgs.length);
      ms += took;
      bytes += svgs.reduce((sum, svg) => sum + gzipSync(svg).length, 0);
    }
  }
  const pictures = catalog.length * SLOTS.length * specimens;
  const slowest = [...slotMs].sort((x, y) => y[1] - x[1])[0];
  return {
    msPerPicture: ms / pictures,
    gzipBytes: bytes / pictures,
    slowestSlot: slowest ? `${slowest[0]} ${slowest[1].toFixed(2)} ms` : '',
  };
}

/** The figures of one kind of drawing as table rows, with the goals (high detail: 4 times the size). */
function drawingRows(label: string, figures: DrawingFigures, kbGoal: number): [string, string, string, string][] {
  return [
    [
      `${label} drawing render time, per picture (slowest slot)`,
      `${figures.msPerPicture.toFixed(2)} ms (${figures.slowestSlot})`,
      '< 5 ms',
      figures.msPerPicture < 5 ? 'yes' : 'NO',
    ],
    [
      `${label} drawing size, gzip, per picture`,
      `${(figures.gzipBytes / 1024).toFixed(2)} KB`,
      `< ${kbGoal} KB`,
      figures.gzipBytes < kbGoal * 1024 ? 'yes' : 'NO',
    ],
  ];
}

/** Adds a 2400 × 1600 bark photo of the oak with the real command; how long the command took. */
async function addBenchPhoto(dataDir: string): Promise<number> {
  const file = join(dataDir, 'bench-bark.jpg');
  writeFileSync(
    file,
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#6b5a48' } })
      .jpeg()
      .toBuffer(),
  );
  const args = [
    'add',
    'quercus-robur',
    'bark',
    file,
    '--author',
    'Bench',
    '--licence',
    'CC0',
    '--source',
    'https://example.org/',
  ];
  const began = performance.now();
  const cli = spawn(process.execPath, [join(ROOT, 'server/src/photos-cli.ts'), ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = await once(cli, 'exit');
  if (code !== 0) throw new Error(`npm run photos -- add exited with ${code}`);
  return performance.now() - began;
}

/**
 * Quiz and leaderboard rows of the table: throughput as it is and as a share of hello-world, and
 * the latency of answers and of the leaderboard.
 */
function quizRows(
  where: string,
  { starts, answers, leaderboard }: { starts: LoadResult; answers: LoadResult; leaderboard: LoadResult },
  baseline: LoadResult,
): [string, string, string, string][] {
  const share = (rps: number) => (rps / baseline.rps).toFixed(3);
  const answerGoal = where === 'embedded' ? '>= 1,000' : '';
  const answersMet = where === 'embedded' ? (answers.rps >= 1000 ? 'yes' : 'NO') : '';
  return [
    [
      `quizzes started/s, 10-tree test, ${where} (/ hello-world)`,
      `${starts.rps.toFixed(0)} (${share(starts.rps)})`,
      '',
      '',
    ],
    [`quiz start p50 / p99 latency, ${where}`, `${starts.p50} / ${starts.p99} ms`, '', ''],
    [
      `answers/s, ${where} (/ hello-world)`,
      `${answers.rps.toFixed(0)} (${share(answers.rps)})`,
      answerGoal,
      answersMet,
    ],
    [
      `answer p50 / p99 latency, ${where}`,
      `${answers.p50} / ${answers.p99} ms`,
      'p99 < 50 ms',
      answers.p99 < 50 ? 'yes' : 'NO',
    ],
    [
      `GET /api/leaderboards/ancient/s, ${BOARD_USERS.toLocaleString('en')} on it, ${where} (/ hello-world)`,
      `${leaderboard.rps.toFixed(0)} (${share(leaderboard.rps)})`,
      '>= 1,000 and >= 0.10',
      leaderboard.rps >= 1000 && leaderboard.rps / baseline.rps >= 0.1 ? 'yes' : 'NO',
    ],
    [
      `leaderboard p50 / p99 latency, ${where}`,
      `${leaderboard.p50} / ${leaderboard.p99} ms`,
      'p99 < 50 ms',
      leaderboard.p99 < 50 ? 'yes' : 'NO',
    ],
  ];
}

const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-bench-'));
try {
  // First start creates and seeds the data directory; the cold starts below reuse it.
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const health = `http://127.0.0.1:${port}/api/health`;
  let server = start('server/src/main.ts', env);
  await waitFor(health, server);
  await stop(server);
  // Written while no server runs: one process owns the embedded database.
  await seedLeaderboard({ kind: 'pglite', dataDir });
  const photoImport = await addBenchPhoto(dataDir);
  const adminUpload = await adminUploadMs();

  const coldStarts: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const began = performance.now();
    server = start('server/src/main.ts', env);
    await waitFor(health, server);
    coldStarts.push(performance.now() - began);
    if (i < COLD_STARTS - 1) await stop(server);
  }
  // Started, answered its health check, then left alone: what the embedded server holds idle.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idleRssMb = residentMb(server.pid);
  const treesUrl = `http://127.0.0.1:${port}/api/trees?level=3&limit=10`;
  const payloadBytes = (await (await fetch(treesUrl)).arrayBuffer()).byteLength;
  const trees = await load(treesUrl);
  // A photo at the width a phone asks for, and a drawing, as a quiz page loads them.
  const { trees: sample } = (await (await fetch(`http://127.0.0.1:${port}/api/trees?level=3&limit=100`)).json()) as {
    trees: { tree_img_leaf?: string; tree_img_bark?: string }[];
  };
  const photoPath = sample.map((tree) => tree.tree_img_bark).find((url) => url?.startsWith('/media/')) ?? '';
  const drawingPath = sample[0]?.tree_img_leaf ?? '';
  const photo = await load(`http://127.0.0.1:${port}${photoPath.replace('-1280.webp', '-640.webp')}`);
  const drawing = await load(`http://127.0.0.1:${port}${drawingPath}`);
  const base = `http://127.0.0.1:${port}`;
  const boardCookie = await signIn(base);
  const boardUser = await userIdOf(base, boardCookie);
  const quizzesEmbedded = await loadQuizzes(base, boardCookie, LOAD);
  // A user with SEEDED_ANSWERS answers, half-way through the course, and the first user's board
  // entry, seeded while the server is stopped: one process owns PGlite.
  const progressCookie = await signIn(base);
  const progressUser = await userIdOf(base, progressCookie);
  await stop(server);
  await joinBoard({ kind: 'pglite', dataDir }, boardUser);
  const uncachedEmbeddedMs = await seedProgressUser({ kind: 'pglite', dataDir }, progressUser);
  await seedHalfWay({ kind: 'pglite', dataDir }, progressUser);
  server = start('server/src/main.ts', env);
  await waitFor(health, server);
  const embedded = { ...quizzesEmbedded, leaderboard: await loadLeaderboard(base, boardCookie, LOAD) };
  const progressEmbedded = await loadProgress(base, progressCookie, LOAD);
  const courseEmbedded = await loadCourseRoute(base, progressCookie, LOAD);
  // A species page as a link preview or a first visit asks for it: the app's page with its own tags.
  const speciesPage = await load(`${base}/trees/quercus-robur`);
  const keyStepBrowser = await keyStepMsInBrowser(base);
  await stop(server);
  const postgres = POSTGRES_URL ? await quizzesOnPostgres(POSTGRES_URL) : undefined;

  const helloPort = await freePort();
  const hello = start('scripts/bench-hello.ts', { PORT: String(helloPort), PAYLOAD_BYTES: String(payloadBytes) });
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  const baseline = await load(`http://127.0.0.1:${helloPort}/`);
  const sameSize = await load(`http://127.0.0.1:${helloPort}/payload`);
  await stop(hello);

  const js = pageJs();
  // The login page parses nothing: it must load no schema code (contract's Zod-free entry, @leafwise/contract/constants).
  const loginJs = pageJs('src/features/auth/components/login-page.tsx');
  const drawings = illustrations('normal');
  const detailed = illustrations('high');
  const quizDrawings = illustrations('quiz');
  const precache = precacheFigures(join(ROOT, 'web', 'dist'));
  const keyStep = keyStepMsInNode();
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const coldMedian = coldStarts.sort((a, b) => a - b)[Math.floor(COLD_STARTS / 2)] ?? 0;
  const ratio = trees.rps / baseline.rps;
  const rows: [string, string, string, string][] = [
    ['measure', 'result', 'goal', 'met'],
    ['GET /api/trees?level=3&limit=10 req/s', trees.rps.toFixed(0), '', ''],
    [
      'GET /api/trees p50 / p99 latency',
      `${trees.p50} / ${trees.p99} ms`,
      'p99 < 25 ms',
      trees.p99 < 25 ? 'yes' : 'NO',
    ],
    ['hello-world req/s', baseline.rps.toFixed(0), '', ''],
    ['hello-world p50 / p99 latency', `${baseline.p50} / ${baseline.p99} ms`, '', ''],
    ['trees / hello-world throughput', ratio.toFixed(2), '>= 0.5', ratio >= 0.5 ? 'yes' : 'NO'],
    [`bare Fastify, constant ${(payloadBytes / 1024).toFixed(1)} KB body, req/s`, sameSize.rps.toFixed(0), '', ''],
    ['same-size body / hello-world throughput', (sameSize.rps / baseline.rps).toFixed(2), '', ''],
    ['trees / same-size body throughput', (trees.rps / sameSize.rps).toFixed(2), '', ''],
    ...quizRows('embedded', embedded, baseline),
    ...(postgres ? quizRows('PostgreSQL', postgres, baseline) : []),
    ...progressRows('embedded', progressEmbedded, uncachedEmbeddedMs),
    ...(postgres ? progressRows('PostgreSQL', postgres.progress, postgres.uncachedMs) : []),
    courseRow('embedded', courseEmbedded),
    ...(postgres ? [courseRow('PostgreSQL', postgres.course)] : []),
    [
      `home page JS, gzip (${js.files.length} files)`,
      `${(js.bytes / 1024).toFixed(1)} KB`,
      '<= 100 KB',
      js.bytes <= 100 * 1024 ? 'yes' : 'NO',
    ],
    [
      `login page JS, gzip (${loginJs.files.map(chunkName).join(', ')})`,
      `${(loginJs.bytes / 1024).toFixed(1)} KB, ${loginJs.zodFiles.length ? `Zod in ${loginJs.zodFiles.map(chunkName).join(', ')}` : 'no Zod'}`,
      'no Zod chunk',
      loginJs.zodFiles.length === 0 ? 'yes' : 'NO',
    ],
    [
      `offline download: precache, ${precache.entries} files, gzip (as stored)`,
      `${mb(precache.gzipBytes)} (${mb(precache.bytes)})`,
      '< 5 MB',
      precache.gzipBytes < 5_000_000 ? 'yes' : 'NO',
    ],
    ['of which the field guide and its drawings, gzip', mb(precache.fieldGuideGzipBytes), '', ''],
    ['GET /trees/<slug> (species page, server) req/s', speciesPage.rps.toFixed(0), '', ''],
    [
      'GET /trees/<slug> p50 / p99 latency',
      `${speciesPage.p50} / ${speciesPage.p99} ms`,
      'p99 < 25 ms',
      speciesPage.p99 < 25 ? 'yes' : 'NO',
    ],
    [
      `identification key, time per step in Chromium (click to drawn), ${keyStep.species} species`,
      `${keyStepBrowser.toFixed(1)} ms`,
      '< 16 ms',
      keyStepBrowser < 16 ? 'yes' : 'NO',
    ],
    [
      `identification key, time per step, ${keyStep.species} species (Node)`,
      `${keyStep.ms.toFixed(2)} ms`,
      '< 16 ms',
      keyStep.ms < 16 ? 'yes' : 'NO',
    ],
    ...drawingRows('public (6 specimens)', drawings, 8),
    ...drawingRows('enlarged (high detail)', detailed, 20),
    ...drawingRows('quiz question', quizDrawings, 8),
    ['GET a photo (640 px WebP) req/s', photo.rps.toFixed(0), '', ''],
    ['GET a photo p50 / p99 latency', `${photo.p50} / ${photo.p99} ms`, '', ''],
    ['GET a drawing (SVG) req/s', drawing.rps.toFixed(0), '', ''],
    ['GET a drawing p50 / p99 latency', `${drawing.p50} / ${drawing.p99} ms`, '', ''],
    ['npm run photos -- add, a 2400 × 1600 JPEG (whole command)', `${photoImport.toFixed(0)} ms`, '', ''],
    [
      `console upload, a 12 MP JPEG of ${adminUpload.megabytes.toFixed(1)} MB accepted and encoded (median / max of ${adminUpload.runs})`,
      `${adminUpload.medianMs.toFixed(0)} / ${adminUpload.maxMs.toFixed(0)} ms`,
      '',
      '',
    ],
    [
      'embedded server idle RSS (3 s after start)',
      `${idleRssMb.toFixed(0)} MB`,
      '< 550 MB (before: about 550)',
      idleRssMb < 550 ? 'yes' : 'NO',
    ],
    [
      `cold start to healthy (median of ${COLD_STARTS})`,
      `${coldMedian.toFixed(0)} ms`,
      '< 1500 ms',
      coldMedian < 1500 ? 'yes' : 'NO',
    ],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, Node ${process.version}, ` +
      `server LOG_LEVEL=${env.LOG_LEVEL}, client and servers sharing this machine's cores\n`,
  );
  console.log(line(rows[0] as string[]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
