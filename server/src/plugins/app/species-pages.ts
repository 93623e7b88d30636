import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tree } from '@leafwise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a page tells search engines and link previews about itself. */
type PageMeta = { title: string; description: string; path: string; image?: string };

const SITE_NAME = 'Leafwise';
/** Search engines show about this much of a description; a longer one is cut at a word. */
const DESCRIPTION_LENGTH = 200;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe inside an element or a quoted attribute: the catalog's words reach HTML here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function shortened(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/** The species' title as its page names itself in the browser ("Sycamore (Acer pseudoplatanus)"). */
const speciesTitle = (tree: Tree) => `${tree.tree_name_common} (${tree.tree_name_sci})`;

function speciesMeta(tree: Tree, photo: string | undefined): PageMeta {
  // The leaf's first sentence: what a reader would look at first, in the record's own words.
  const leaf = tree.leaf_description.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '';
  return {
    title: speciesTitle(tree),
    description: shortened(`How to know ${speciesTitle(tree)} by its leaf, bark, buds and seed. ${leaf}`),
    path: `/trees/${encodeURIComponent(tree.slug)}`,
    ...(photo ? { image: photo } : {}),
  };
}

/** The tags that describe a page, every value escaped. */
function headTags(meta: PageMeta, origin: string): string {
  const url = `${origin}${meta.path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.image) {
    const image = escapeHtml(`${origin}${meta.image}`);
    tags.push(`<meta property="og:image" content="${image}" />`, `<meta name="twitter:image" content="${image}" />`);
  }
  return tags.join('\n    ');
}

const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>/i;

/** The app's index.html with `meta` as its title, description and preview tags. */
export function pageWithMeta(indexHtml: string, meta: PageMeta, origin: string): string {
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  const described = DESCRIPTION_TAG.test(indexHtml)
    ? indexHtml.replace(DESCRIPTION_TAG, () => description)
    : indexHtml.replace('</head>', () => `${description}\n  </head>`);
  return described
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(meta.title)} · ${SITE_NAME}</title>`)
    .replace('</head>', () => `  ${headTags(meta, origin)}\n  </head>`);
}

/** A photo of the leaf, else of any part: previews show photos, not the SVG drawings (most refuse SVG). */
function previewPhoto(app: FastifyInstance, tree: Tree): string | undefined {
  for (const slot of ['leaf', 'seed', 'bark', 'bud'] as const) {
    const photo = app.trees.pictureChoices(tree.tree_id, slot).find((picture) => picture.kind === 'photo');
    if (photo) return photo.url;
  }
  return undefined;
}

/**
 * The species pages and their index as the server first sends them: the SPA's index.html, named
 * and described for search engines and link previews, which run no JavaScript. An unknown species
 * is a 404, still with the app's page, so the app shows its not-found screen. Links name the site's
 * own address (PUBLIC_URL), never the request's Host header, which anyone can set. The app sets the same
 * title and description itself as the visitor moves from page to page.
 */
export function registerSpeciesPages(app: FastifyInstance, webDist: string, origin: string): void {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // "/trees/" too: the app shows the index there.
  const index = (_request: FastifyRequest, reply: FastifyReply) => {
    const meta: PageMeta = {
      title: 'Every tree',
      description: `All ${app.trees.size} trees in ${SITE_NAME}, with drawings, photos and how to tell each from its look-alikes. Search by common or scientific name, and filter by level, type, conifer or family.`,
      path: '/trees',
    };
    return send(reply, pageWithMeta(indexHtml, meta, origin));
  };
  app.get('/trees', { schema: { hide: true } }, index);

  app.get<{ Params: { slug: string } }>('/trees/:slug', { schema: { hide: true } }, (request, reply) => {
    if (request.params.slug === '') return index(request, reply);
    const tree = app.trees.bySlug(request.params.slug);
    if (!tree) return send(reply, indexHtml, 404);
    return send(reply, pageWithMeta(indexHtml, speciesMeta(tree, previewPhoto(app, tree)), origin));
  });
}
