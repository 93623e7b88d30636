import type { PictureSlot } from '@leafwise/contract';
import type { PictureChoice } from '../db/quiz-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';

/**
 * The picture a question shows in a slot, chosen once when the quiz starts and stored with the
 * question, so a reload shows the same one. Today every slot shows the tree's drawing; photos,
 * when a slot has some, will be chosen here.
 */
export function choosePicture(_treeId: number, _slot: PictureSlot): PictureChoice {
  return { kind: 'illustration' };
}

/** The last part of the picture's URL under /api/quizzes/:quizId/questions/:index/. */
export function pictureFileName(choice: PictureChoice, slot: PictureSlot): string {
  switch (choice.kind) {
    case 'illustration':
      return `${slot}.svg`;
  }
}

/** Any file name a picture may be served under, so that the route can refuse others up front. */
export const PICTURE_FILE_NAME = /^(leaf|bark|bud|seed)(-\d{1,4})?\.(svg|webp|avif)$/;

export type PictureFile = { contentType: string; body: string };

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
