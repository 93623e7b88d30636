import { gzipSync } from 'node:zlib';
import { buildFieldGuide, type FieldGuideFile, loadCatalog } from '@leafwise/catalog';
import type { FieldGuideDownload } from '@leafwise/contract';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:field-guide';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Under /assets, so the server keeps the files for good, as it does the app's hashed chunks. */
export const FIELD_GUIDE_FOLDER = '/assets/field-guide';

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
};

interface Built {
  files: FieldGuideFile[];
  download: FieldGuideDownload;
}

/**
 * Builds the field guide (catalog/src/field-guide.ts) with the app: its JSON and a drawing per
 * species and part become files of the build, which the service worker's precache picks up, and
 * `virtual:field-guide` tells the app where the JSON is and how large the download is. The dev
 * server serves the same files from memory.
 */
export function fieldGuide(): Plugin {
  let built: Built | undefined;
  const build = (): Built => {
    if (built) return built;
    const catalog = loadCatalog();
    const { url, version, files } = buildFieldGuide(catalog, FIELD_GUIDE_FOLDER);
    const sum = (size: (file: FieldGuideFile) => number) => files.reduce((total, file) => total + size(file), 0);
    built = {
      files,
      download: {
        url,
        version,
        species: catalog.length,
        files: files.length,
        bytes: sum((file) => Buffer.byteLength(file.content)),
        gzip_bytes: sum((file) => gzipSync(file.content).length),
      },
    };
    return built;
  };

  return {
    name: 'leafwise-field-guide',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const download = ${JSON.stringify(build().download)};` : undefined),
    generateBundle() {
      for (const file of build().files) {
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.content });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const file = path?.startsWith(FIELD_GUIDE_FOLDER) ? build().files.find((f) => f.path === path) : undefined;
        if (!file) return next();
        response.setHeader('content-type', CONTENT_TYPES[file.path.split('.').pop() ?? ''] ?? 'text/plain');
        response.end(file.content);
      });
    },
  };
}
