import { type DrawingDetail, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type TreeSlot } from '@leafwise/contract';
import type { PictureChoice } from '../db/quiz-schema.ts';
import { mediaFileBase } from '../photos/media-store.ts';
import type { TreeStore } from '../trees/tree-store.ts';

/**
 * The picture a question shows in a slot, chosen once when the quiz starts and stored with the
 * question, so a reload shows the same one: one of the slot's photos at random, else its drawing.
 */
export function choosePicture(store: TreeStore, treeId: number, slot: TreeSlot): PictureChoice {
  const picture = store.choosePicture(treeId, slot);
  if (picture?.kind !== 'photo') return { kind: 'illustration' };
  return { kind: 'photo', photo_id: picture.photo.photo_id, file_base: mediaFileBase(picture.photo.source_hash) };
}

const WIDEST: number = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1280;

/** The last part of the picture's URL under /api/quizzes/:quizId/questions/:index/. */
export function pictureFileName(choice: PictureChoice, slot: TreeSlot): string {
  switch (choice.kind) {
    case 'illustration':
      return `${slot}.svg`;
    case 'photo':
      // The widest WebP, as for trees: the web app derives the other files (pictures.ts in contract).
      return `${slot}-${WIDEST}.webp`;
  }
}

/** Any file name a picture may be served under, so that the route can refuse others up front. */
export const PICTURE_FILE_NAME = /^(leaf|bark|bud|seed|form)(-\d{1,4})?\.(svg|webp|avif)$/;

/** A drawing's text, or which cut of a photo to make (picture-variants.ts). */
export type PictureFile =
  | { contentType: string; body: string }
  | { photo: { fileBase: string; widest: number; width: number; format: PhotoFormat } };

/**
 * What `fileName` of this question shows, or undefined when it is not this choice's file. Neither
 * is ever the public picture: a drawing is the question's own specimen of the species, drawn from
 * `seed`, titled by its slot alone (renderIllustration's variant), and a photo is cut anew.
 * `rivals` are the trees the question offers: the drawing's skeleton is none of theirs. `detail`
 * (a drawing's only) draws the same specimen with more detail, for the enlarged view.
 */
export function pictureFile(
  store: TreeStore,
  treeId: number,
  slot: TreeSlot,
  choice: PictureChoice,
  fileName: string,
  seed: string,
  rivals: readonly number[],
  detail: DrawingDetail = 'normal',
): PictureFile | undefined {
  if (choice.kind === 'photo') {
    const match = new RegExp(`^${slot}-(\\d+)\\.(\\w+)$`).exec(fileName);
    const width = PHOTO_WIDTHS.find((known) => known === Number(match?.[1]));
    const format = PHOTO_FORMATS.find((known) => known === match?.[2]);
    if (!width || !format) return undefined;
    // Taken down since the quiz began: the question shows the drawing in its place, under the name
    // the page already asks for (a browser goes by the answer's type, not the name).
    if (store.hasPhotoFiles(choice.file_base)) {
      return { photo: { fileBase: choice.file_base, widest: WIDEST, width, format } };
    }
  } else if (fileName !== pictureFileName(choice, slot)) return undefined;
  const svg = store.illustrations.variant(treeId, slot, seed, rivals, detail);
  return svg === undefined ? undefined : { contentType: 'image/svg+xml; charset=utf-8', body: svg };
}
