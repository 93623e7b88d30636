// The server's entry point. Node compiles and strips the types of some 1,200 modules at each
// start; its compile cache (in the OS's temporary folder) keeps that work from one start to the
// next, and a resolve hook (fast-resolve.ts) answers installed packages' own relative imports
// without re-reading their package.json each time. Both must be in place before those modules are
// imported, hence this file and serve.ts.
import { enableCompileCache, registerHooks } from 'node:module';
import { resolveInstalled } from './fast-resolve.ts';

enableCompileCache();
registerHooks({ resolve: resolveInstalled });
await import('./serve.ts');
