// A module resolve hook for the server's start (registered by main.ts before anything else loads).
//
// Some 1,200 modules load at start, most of them relative imports between an installed package's
// own files (drizzle-orm alone, about 110). For each, Node 24 looks up the package's package.json
// to tell ES modules from CommonJS, and its reader re-parses that file's whole `exports` map each
// time (drizzle-orm's package.json is 179 KB): about a sixth of the start. This hook answers those
// lookups itself: a relative import from inside node_modules is the file it names, and its format
// follows from its extension or, for .js, from the nearest package.json's `type`, read once per
// folder. Anything else (bare names, our own files, a path Node would have to search) goes to
// Node's own resolution unchanged.

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import type { ResolveHookSync } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type ModuleFormat = 'module' | 'commonjs';

const typeOfFolder = new Map<string, ModuleFormat | undefined>();

/**
 * The module type of the package a folder is in, as its nearest package.json states it; undefined
 * where it states none, as Node then reads the file's syntax to decide.
 */
function packageType(folder: string): ModuleFormat | undefined {
  if (typeOfFolder.has(folder)) return typeOfFolder.get(folder);
  const manifest = join(folder, 'package.json');
  let type: ModuleFormat | undefined;
  if (existsSync(manifest)) {
    const stated = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type;
    type = stated === 'module' || stated === 'commonjs' ? stated : undefined;
  } else {
    const parent = dirname(folder);
    type = parent === folder ? undefined : packageType(parent);
  }
  typeOfFolder.set(folder, type);
  return type;
}

/** The format of an installed file by its extension, or undefined where Node must decide. */
function formatOf(path: string): ModuleFormat | undefined {
  if (path.endsWith('.mjs')) return 'module';
  if (path.endsWith('.cjs')) return 'commonjs';
  if (path.endsWith('.js')) return packageType(dirname(path));
  return undefined;
}

/** The file's real path (as Node's resolution gives it, links followed), or undefined if there is none. */
function realFile(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** A `module.registerHooks` resolve hook: installed packages' relative imports, answered directly. */
export const resolveInstalled: ResolveHookSync = (specifier, context, nextResolve) => {
  const { parentURL } = context;
  if (
    parentURL?.startsWith('file:') &&
    parentURL.includes('/node_modules/') &&
    (specifier.startsWith('./') || specifier.startsWith('../'))
  ) {
    const path = fileURLToPath(new URL(specifier, parentURL));
    const format = formatOf(path);
    // A CommonJS require of './x' may mean x.js or x/index.js: Node's own search decides those.
    const real = format ? realFile(path) : undefined;
    if (format && real) return { url: pathToFileURL(real).href, format, shortCircuit: true };
  }
  return nextResolve(specifier, context);
};
