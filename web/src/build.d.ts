// What the build makes for the app (web/vite.config.ts).

/** This build's id: the app tells it has been updated since the last visit (lib/service-worker.ts). */
declare const __BUILD_ID__: string;

/** Made by web/build/field-guide-plugin.ts: where the field guide is, and its size. */
declare module 'virtual:field-guide' {
  import type { FieldGuideDownload } from '@leafwise/contract';
  export const download: FieldGuideDownload;
}
