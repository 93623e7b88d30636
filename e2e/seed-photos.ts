// Before the end-to-end server starts: adds one photo with the real command, as the arborist would,
// so the suite sees a photo beside the drawings and its credit.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { SEEDED_PHOTO } from './site.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
const file = join(dataDir, 'oak-bark.jpg');
writeFileSync(
  file,
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b5a48' } })
    .jpeg()
    .toBuffer(),
);
const { species, slot, author, licence, source } = SEEDED_PHOTO;
execFileSync(
  process.execPath,
  [
    join(import.meta.dirname, '..', 'server', 'src', 'photos-cli.ts'),
    'add',
    species,
    slot,
    file,
    '--author',
    author,
    '--licence',
    licence,
    '--source',
    source,
  ],
  { stdio: 'inherit' },
);
