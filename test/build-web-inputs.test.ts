import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsHash } from '../scripts/build-web.ts';

// npm start builds the web app only when this hash of what the build reads has changed.
describe("npm start's build check (scripts/build-web.ts)", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A checkout of the folders the build reads, with one file in each. */
  function checkout(): string {
    const root = mkdtempSync(join(tmpdir(), 'leafwise-build-inputs-'));
    roots.push(root);
    const files: Record<string, string> = {
      'package.json': '{}',
      'package-lock.json': '{}',
      'web/src/main.tsx': 'export {};',
      'contract/src/index.ts': 'export {};',
      'catalog/species/quercus-robur.json': '{"name_common":"English oak"}',
    };
    for (const [path, content] of Object.entries(files)) write(root, path, content);
    return root;
  }
  const write = (root: string, path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  it('is the same for an unchanged checkout', () => {
    const root = checkout();
    expect(inputsHash(root)).toBe(inputsHash(root));
  });

  it('changes with a record, a web file, a new file or the installed packages', () => {
    const changes: [string, string][] = [
      ['catalog/species/quercus-robur.json', '{"name_common":"Pedunculate oak"}'],
      ['web/src/main.tsx', 'export const changed = true;'],
      ['catalog/species/fagus-sylvatica.json', '{}'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ];
    for (const [path, content] of changes) {
      const root = checkout();
      const before = inputsHash(root);
      write(root, path, content);
      expect(inputsHash(root), path).not.toBe(before);
    }
  });

  it('ignores what the build does not read: its own output, tests, installed packages', () => {
    const root = checkout();
    const before = inputsHash(root);
    write(root, 'web/dist/index.html', '<!doctype html>');
    write(root, 'web/src/app.test.tsx', 'test');
    write(root, 'catalog/test/truth.test.ts', 'test');
    write(root, 'web/node_modules/x/index.js', '');
    expect(inputsHash(root)).toBe(before);
  });
});
