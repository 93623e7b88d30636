/** Made by web/build/field-guide-plugin.ts when the app is built: where the field guide is, and its size. */
declare module 'virtual:field-guide' {
  import type { FieldGuideDownload } from '@leafwise/contract';
  export const download: FieldGuideDownload;
}
