import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.LEAFWISE_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
