// npm start's build: builds the web app only when what it is built from has changed since the
// last build. The build reads the web app, the contract and the catalog (the field guide is built
// with the app, decision 014) and the installed packages (package-lock.json); a hash of all their
// files is kept beside the build, and a start on an unchanged checkout serves the build it has.
// `npm run build` always builds.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'web', 'dist');
const STAMP = join(DIST, '.inputs-hash');
const INPUTS = ['web', 'contract', 'catalog', 'package.json', 'package-lock.json'];
// Not read by the build: its output, installed packages, and tests.
const SKIPPED = new Set(['dist', 'node_modules', 'test', '.vite']);

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** A hash of every file the web build reads under `root` (the checkout), by path and content. */
export function inputsHash(root = ROOT): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(root, input);
    const files = input.includes('.') ? [path] : [...filesUnder(path)];
    for (const file of files) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function builtFrom(): string | undefined {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(STAMP)) return undefined;
  return readFileSync(STAMP, 'utf8').trim();
}

function main(): void {
  const force = process.argv.includes('--force');
  const before = inputsHash();
  if (!force && builtFrom() === before) {
    console.log('The web app is up to date (web/dist was built from this checkout); not rebuilding.');
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${before}\n`);
}

if (import.meta.main) main();
