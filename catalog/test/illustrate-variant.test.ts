import { describe, expect, it } from 'vitest';
import { fingerprints } from '../../test/picture-fingerprints.ts';
import { pictureSkeletons, renderIllustration, SLOTS } from '../src/illustrate/index.ts';
import { loadCatalog } from '../src/load.ts';

const catalog = loadCatalog();

describe("a quiz question's drawing (renderIllustration with a variant)", () => {
  // Thousands of drawings: a minute or so, more on a busy machine or a larger catalog. Its findings,
  // not its time, are the point.
  it('matches no public drawing by bytes, normalised text or path commands', { timeout: 300_000 }, () => {
    const publicPrints = {
      bytes: new Set<string>(),
      text: new Set<string>(),
      commands: new Set<string>(),
      written: new Set<string>(),
    };
    const skeletons = new Set<string>();
    // Each public drawing's prints, kept for the comparison with its own variants below.
    const ownPrints = new Map<string, ReturnType<typeof fingerprints>>();
    for (const species of catalog) {
      for (const slot of SLOTS) {
        const svg = renderIllustration(species, slot);
        for (const skeleton of pictureSkeletons(svg)) skeletons.add(skeleton);
        const print = fingerprints(svg);
        ownPrints.set(`${species.slug}/${slot}`, print);
        publicPrints.bytes.add(print.bytes);
        publicPrints.text.add(print.text);
        publicPrints.commands.add(print.commands);
        publicPrints.written.add(print.written);
      }
    }
    const seen = { text: new Set<string>(), commands: new Set<string>() };
    const clashes: string[] = [];
    for (const species of catalog) {
      for (const slot of SLOTS) {
        const own = ownPrints.get(`${species.slug}/${slot}`);
        if (!own) throw new Error(`no public drawing of ${species.slug} ${slot}`);
        for (const variant of ['q1', 'q2', 'q3']) {
          const seed = `${variant}-${species.slug}`;
          // As the server draws it: no public drawing's skeleton is free to take.
          const print = fingerprints(
            renderIllustration(species, slot, { variant: seed, taken: (skeleton) => skeletons.has(skeleton) }),
          );
          for (const kind of ['bytes', 'text', 'commands', 'written'] as const) {
            if (publicPrints[kind].has(print[kind])) clashes.push(`${species.slug} ${slot} ${variant}: public ${kind}`);
          }
          // Told of no other drawing, it still keeps clear of its own public one.
          const alone = fingerprints(renderIllustration(species, slot, { variant: seed }));
          for (const kind of ['commands', 'written'] as const) {
            if (own[kind] === alone[kind]) clashes.push(`${species.slug} ${slot} ${variant}: own ${kind}`);
          }
          if (seen.text.has(print.text)) clashes.push(`${species.slug} ${slot} ${variant}: another variant's text`);
          seen.text.add(print.text);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('is the same for the same seed (a reload shows the same picture) and names no tree', () => {
    const oak = catalog.find((entry) => entry.slug === 'quercus-robur');
    if (!oak) throw new Error('no oak');
    for (const slot of SLOTS) {
      const svg = renderIllustration(oak, slot, { variant: 'seed-a' });
      expect(renderIllustration(oak, slot, { variant: 'seed-a' })).toBe(svg);
      expect(svg).not.toMatch(/oak|quercus/i);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 240"[^>]*><title>[A-Z][a-z ]+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('stays inside its tile', () => {
    for (const species of catalog.slice(0, 40)) {
      for (const slot of SLOTS) {
        const svg = renderIllustration(species, slot, { variant: `tile-${species.slug}` });
        const numbers = [...svg.matchAll(/\sd="([^"]*)"/g)].flatMap(([, d]) =>
          [...(d ?? '').matchAll(/-?\d*\.?\d+/g)].map((m) => Number(m[0])),
        );
        expect(Math.min(...numbers), `${species.slug} ${slot}`).toBeGreaterThanOrEqual(-1);
        expect(Math.max(...numbers), `${species.slug} ${slot}`).toBeLessThanOrEqual(241);
      }
    }
  });
});
