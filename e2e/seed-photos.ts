// Before the end-to-end server starts: adds photos with the real command, as the arborist would,
// so the suite sees photos beside the drawings and their credits (SEEDED_PHOTOS in site.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { SEEDED_PHOTOS } from './site.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
for (const { species, slot, author, licence, source, colour } of SEEDED_PHOTOS) {
  const file = join(dataDir, `${species}-${slot}.jpg`);
  writeFileSync(
    file,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
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
}
