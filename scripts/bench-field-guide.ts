// The field guide's figures for npm run bench: what the service worker precaches, and the
// identification key's time per step (docs/offline.md).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFieldGuide, loadCatalog } from '@leafwise/catalog';
import type { FieldGuide } from '@leafwise/contract';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { msPerKeyStep } from '../web/src/features/identify/key-timing.ts';

export type PrecacheFigures = { entries: number; bytes: number; gzipBytes: number; fieldGuideGzipBytes: number };

/** The files the built service worker precaches (its manifest, in dist/sw.js), as stored and as gzip. */
export function precacheFigures(dist: string): PrecacheFigures {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1] as string);
  if (urls.length === 0) throw new Error('No precache manifest found in dist/sw.js');
  let bytes = 0;
  let gzipBytes = 0;
  let fieldGuideGzipBytes = 0;
  for (const url of urls) {
    const content = readFileSync(join(dist, url));
    const gzip = gzipSync(content).length;
    bytes += content.length;
    gzipBytes += gzip;
    if (url.startsWith('assets/field-guide/')) fieldGuideGzipBytes += gzip;
  }
  return { entries: urls.length, bytes, gzipBytes, fieldGuideGzipBytes };
}

/** The key's pure work per step (candidates, every question ranked, near-matches), in Node's V8. */
export function keyStepMsInNode(steps = 2_000): { ms: number; species: number } {
  const { files } = buildFieldGuide(loadCatalog(), '/assets/field-guide');
  const guide = JSON.parse(files.at(-1)?.content ?? '{}') as FieldGuide;
  msPerKeyStep(guide, 200); // warm-up
  return { ms: msPerKeyStep(guide, steps), species: guide.species.length };
}

/**
 * The key's time per step in Chromium, as a walker meets it: on /identify of a running server,
 * from a click on an answer (or its Undo) until the page shows the new count of trees that fit,
 * the candidates, near-matches and questions worked out and drawn with it.
 */
export async function keyStepMsInBrowser(base: string, steps = 60): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await page.goto(`${base}/identify`);
    await page.getByRole('main').getByRole('status').filter({ hasText: 'fit your answers' }).waitFor();
    return await page.evaluate(async (count) => {
      const main = document.querySelector('main') as HTMLElement;
      const status = () =>
        [...main.querySelectorAll('[role="status"]')]
          .map((element) => element.textContent ?? '')
          .find((text) => /fit your answers|fits every answer/.test(text)) ?? '';
      const buttons = () => [...main.querySelectorAll('button')];
      const fitting = () => Number(/^(\d+)/.exec(status())?.[1] ?? 1);
      /** Resolves once the count of trees that fit has changed. */
      const changed = (before: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`The key did not change from "${before}"`)), 5_000);
          const observer = new MutationObserver(() => {
            if (status() === before) return;
            clearTimeout(timer);
            observer.disconnect();
            resolve();
          });
          observer.observe(main, { subtree: true, childList: true, characterData: true });
        });
      let total = 0;
      for (let step = 0; step < count; step++) {
        // Alternately answer with a choice that narrows the trees, and undo it.
        const undo = buttons().find((button) => button.textContent?.startsWith('Undo'));
        const narrowing = buttons().find((button) => {
          const left = /(\d+) trees?$/.exec(button.textContent ?? '')?.[1];
          return left !== undefined && Number(left) < fitting();
        });
        const target = step % 2 === 1 && undo ? undo : (narrowing ?? undo);
        if (!target) throw new Error('The key offered nothing to click');
        const before = status();
        const began = performance.now();
        const drawn = changed(before);
        target.click();
        await drawn;
        total += performance.now() - began;
      }
      return total / count;
    }, steps);
  } finally {
    await browser.close();
  }
}
