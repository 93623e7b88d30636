import { PHOTO_FORMATS, PHOTO_WIDTHS, type PictureSlot } from '@leafwise/contract';
import type { PictureChoice } from '../db/quiz-schema.ts';
import { mediaFileBase, mediaFileName } from '../photos/media-store.ts';
import type { TreeStore } from '../trees/tree-store.ts';

/**
 * The picture a question shows in a slot, chosen once when the quiz starts and stored with the
 * question, so a reload shows the same one: one of the slot's photos at random, else its drawing.
 */
export function choosePicture(store: TreeStore, treeId: number, slot: PictureSlot): PictureChoice {
  const picture = store.choosePicture(treeId, slot);
  if (picture?.kind !== 'photo') return { kind: 'illustration' };
  return { kind: 'photo', photo_id: picture.photo.photo_id, file_base: mediaFileBase(picture.photo.source_hash) };
}

const WIDEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

/** The last part of the picture's URL under /api/quizzes/:quizId/questions/:index/. */
export function pictureFileName(choice: PictureChoice, slot: PictureSlot): string {
  switch (choice.kind) {
    case 'illustration':
      return `${slot}.svg`;
    case 'photo':
      // The widest WebP, as for trees: the web app derives the other files (pictures.ts in contract).
      return `${slot}-${WIDEST}.webp`;
  }
}

/** Any file name a picture may be served under, so that the route can refuse others up front. */
export const PICTURE_FILE_NAME = /^(leaf|bark|bud|seed)(-\d{1,4})?\.(svg|webp|avif)$/;

/** A drawing's text, or the name of a photo file in the media store. */
export type PictureFile = { contentType: string; body: string } | { mediaFile: string };

/**
 * The bytes of `fileName`, or undefined when it is not this choice's file. A drawing's <title>
 * names the species, so it is replaced by the slot alone: the picture must not give the answer.
 */
export function pictureFile(
  store: TreeStore,
  treeId: number,
  slot: PictureSlot,
  choice: PictureChoice,
  fileName: string,
): PictureFile | undefined {
  if (choice.kind === 'photo') {
    const match = new RegExp(`^${slot}-(\\d+)\\.(\\w+)$`).exec(fileName);
    const width = PHOTO_WIDTHS.find((known) => known === Number(match?.[1]));
    const format = PHOTO_FORMATS.find((known) => known === match?.[2]);
    return width && format ? { mediaFile: mediaFileName(choice.file_base, width, format) } : undefined;
  }
  if (fileName !== pictureFileName(choice, slot)) return undefined;
  switch (choice.kind) {
    case 'illustration': {
      const drawing = store.illustrations.get(treeId, slot);
      if (!drawing) return undefined;
      return { contentType: 'image/svg+xml; charset=utf-8', body: withoutName(drawing.svg, slot) };
    }
  }
}

const TITLE = /<title>[^<]*<\/title>/;
const ANONYMOUS_TITLES: Record<PictureSlot, string> = {
  leaf: 'Leaf',
  bark: 'Bark',
  bud: 'Winter buds',
  seed: 'Fruit and seed',
};
const withoutName = (svg: string, slot: PictureSlot) => svg.replace(TITLE, `<title>${ANONYMOUS_TITLES[slot]}</title>`);
