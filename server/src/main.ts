// The server's entry point. Node compiles and strips the types of some 1,200 modules at each
// start; its compile cache (in the OS's temporary folder) keeps that work from one start to the
// next. It must be on before those modules are imported, hence this file and serve.ts.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
