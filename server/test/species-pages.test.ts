import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema.ts';
import { makeSpecies } from './helpers/factories.ts';
import { bareLeafPhotoRow } from './helpers/photos.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The built app's page as Vite writes it: a title and a description of the whole site.
const webDist = mkdtempSync(join(tmpdir(), 'leafwise-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Leafwise: learn the leaves, know the trees!" />
    <title>Leafwise</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

const sycamore = makeSpecies({
  name_sci: 'Acer pseudoplatanus',
  name_common: 'Sycamore',
  descriptions: {
    leaf: 'Large leaves with five coarsely toothed lobes. Norway maple has milky sap.',
    bark: 'Smooth and grey on young trees, flaking on old ones.',
    bud: 'Plump green buds in opposite pairs.',
    seed: 'Paired winged keys at about a right angle.',
    form: 'A broad, dense dome on a stout trunk.',
  },
});
// A record whose words would break the page, or run in it, if they went in unescaped.
const trick = makeSpecies({
  name_sci: 'Testus trickii',
  name_common: `Tom's "best" <tree> & co`,
  descriptions: {
    leaf: 'Leaves </title><script>alert("x")</script> & more, toothed all round.',
    bark: 'Smooth grey bark that cracks with age.',
    bud: 'Small brown pointed buds set alternately.',
    seed: 'A hard nut held in a spiny husk.',
    form: 'A broad, rounded crown on a short trunk.',
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([sycamore, trick, makeSpecies()], {
    webDist,
    seed: async (database) => {
      const row = await database.db.query.trees.findFirst({ where: (tree, { eq }) => eq(tree.slug, sycamore.slug) });
      if (row) await database.db.insert(photos).values(bareLeafPhotoRow(row.tree_id, 'sycamore-leaf'));
    },
  });
});
afterAll(async () => {
  await t.app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('a species page as first sent', () => {
  it('is the app named and described for that species, with its canonical address and previews', async () => {
    const response = await page('/trees/acer-pseudoplatanus');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe('Sycamore (Acer pseudoplatanus) · Leafwise');
    // One description, the species' own, in place of the site's.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'How to know Sycamore (Acer pseudoplatanus) by its leaf, bark, buds and seed. Large leaves with five coarsely toothed lobes.',
    );
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe('http://localhost:3000/trees/acer-pseudoplatanus');
    expect(tag(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Sycamore (Acer pseudoplatanus)');
    expect(tag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(
      'http://localhost:3000/trees/acer-pseudoplatanus',
    );
    expect(tag(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      'http://localhost:3000/media/sycamore-leaf-640.webp',
    );
    expect(tag(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
  });

  it("names the site's own address, whatever Host header the request came with", async () => {
    const response = await t.app.inject({ url: `/trees/${sycamore.slug}`, headers: { host: 'evil.example' } });
    expect(response.body).not.toContain('evil.example');
    expect(tag(response.body, /<link rel="canonical" href="([^"]*)"/)).toBe(
      'http://localhost:3000/trees/acer-pseudoplatanus',
    );
  });

  it('escapes every word of the record it puts in the page', async () => {
    const html = (await page(`/trees/${trick.slug}`)).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<tree>');
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe(
      'Tom&#39;s &quot;best&quot; &lt;tree&gt; &amp; co (Testus trickii) · Leafwise',
    );
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toContain(
      'Leaves &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
    // No photo: no preview image (previews refuse SVG drawings), and the small card.
    expect(html).not.toContain('og:image');
    expect(tag(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
  });

  it('answers an unknown species with a 404 that is still the app, so it shows its not-found page', async () => {
    const response = await page('/trees/quercus-nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('canonical');
  });

  it('answers HEAD as GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/trees/acer-pseudoplatanus' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('the index of every tree as first sent', () => {
  it.each(['/trees', '/trees/', '/trees?q=oak'])('has a title and a description of its own at %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(tag(response.body, /<title>([^<]*)<\/title>/)).toBe('Every tree · Leafwise');
    expect(tag(response.body, /<meta name="description" content="([^"]*)"/)).toMatch(/^All 3 trees in Leafwise/);
    expect(tag(response.body, /<link rel="canonical" href="([^"]*)"/)).toBe('http://localhost:3000/trees');
  });
});
