import { existsSync } from 'node:fs';

/** Debian's Chromium (never a browser Playwright downloads); CHROMIUM_PATH overrides. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string {
  const found = CANDIDATES.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  const banner = '='.repeat(78);
  const message = [
    banner,
    'END-TO-END TESTS CANNOT RUN: no Chromium found.',
    `Looked for: ${CANDIDATES.filter(Boolean).join(', ')}`,
    'Install it with:  apt-get update && apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium binary.',
    banner,
  ].join('\n');
  console.error(message);
  throw new Error('No Chromium found for the end-to-end tests (see above).');
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
