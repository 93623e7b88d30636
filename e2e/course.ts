import { CourseResponseSchema } from '@leafwise/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SEEDED_PHOTOS } from './site.ts';

/** The course's first unit, as course.json has it. */
export const FIRST_UNIT = {
  id: 'oaks-beech-chestnut',
  title: 'Oaks, beech and sweet chestnut',
  trees: ['English oak', 'Sessile oak', 'Beech', 'Sweet chestnut'],
} as const;

/** The course's units in order, as anyone may read them (GET /api/course). */
export async function courseUnits(request: APIRequestContext) {
  const response = await request.get('/api/course');
  expect(response.status()).toBe(200);
  return CourseResponseSchema.parse(await response.json()).units;
}

/** The picture slots as the page names them (lib/tree-parts.ts), by slot. */
const SLOT_LABELS = { leaf: 'Leaf', bark: 'Bark', bud: 'Buds', seed: 'Seed' } as const;
const COMMON_NAMES: Record<string, string> = {
  'quercus-robur': 'English oak',
  'quercus-petraea': 'Sessile oak',
  'fagus-sylvatica': 'Beech',
  'castanea-sativa': 'Sweet chestnut',
};

/**
 * Which of the first unit's trees a photo in each slot shows: seed-photos.ts gives each of them a
 * photo of a part none of the others has one of, and a photo is always shown where there is one.
 */
const PHOTO_TREE_BY_LABEL: Record<string, string> = Object.fromEntries(
  SEEDED_PHOTOS.map((photo) => [SLOT_LABELS[photo.slot], COMMON_NAMES[photo.species] ?? '']),
);

const isPhoto = async (picture: Locator) => /\.webp$/.test((await picture.getAttribute('src')) ?? '');

/** The question on screen: its heading, and its options (names, or pictures) as the list that heading names. */
export async function questionOnScreen(page: Page) {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const text = await heading.innerText();
  const kind = text.startsWith('Which is ') ? ('picture' as const) : ('name' as const);
  const choices = main.getByRole('list', { name: text }).getByRole('button');
  await expect(choices).toHaveCount(4);
  return { kind, heading: text, choices };
}

/**
 * The first unit's question on screen answered as someone who knows the seeded photos would: a
 * name question shows one photo, whose part says the tree; a picture question whose part is the
 * asked tree's photo has its answer in the photo, else it is one of the three drawings, guessed.
 * Returns whether the page said it was right, and the question's kind.
 */
export async function answerFirstUnitQuestion(page: Page): Promise<{ right: boolean; kind: 'name' | 'picture' }> {
  const main = page.getByRole('main');
  const { kind, heading, choices } = await questionOnScreen(page);
  let pick = 0;
  if (kind === 'name') {
    let tree: string | undefined;
    for (const label of Object.keys(PHOTO_TREE_BY_LABEL)) {
      // The picture inside its enlarge button, which names it ("Bark picture, enlarge").
      const picture = main.getByRole('button', { name: `${label} picture, enlarge` }).locator('img');
      if ((await picture.count()) === 1 && (await isPhoto(picture))) tree = PHOTO_TREE_BY_LABEL[label];
    }
    const names = await choices.allInnerTexts();
    pick = Math.max(
      0,
      names.findIndex((name) => tree !== undefined && name.includes(tree)),
    );
  } else {
    const asked = heading.replace(/^Which is /, '').replace(/\?$/, '');
    // Each option is its picture, named by its part and place ("Bark 2").
    const photos = await Promise.all((await choices.all()).map((choice) => isPhoto(choice.locator('img'))));
    const label = ((await choices.first().locator('img').getAttribute('alt')) ?? '').replace(/ \d$/, '');
    const photoIsAsked = PHOTO_TREE_BY_LABEL[label] === asked;
    const candidates = photos.flatMap((photo, place) => (photo === photoIsAsked ? [place] : []));
    pick = candidates[Math.floor(Math.random() * candidates.length)] ?? 0;
  }
  await choices.nth(pick).click();
  for (const choice of await choices.all()) await expect(choice).toBeDisabled();
  const outcome = main.getByRole('status').filter({ hasText: /^(Correct!|Not quite\.)/ });
  await expect(outcome).toBeVisible();
  return { right: (await outcome.innerText()).startsWith('Correct!'), kind };
}

/**
 * From a unit quiz's first question to its first picture question (a third of a practice's are),
 * answering the name questions before it at random.
 */
export async function toPictureQuestion(page: Page) {
  const main = page.getByRole('main');
  for (let question = 1; question <= 8; question++) {
    const shown = await questionOnScreen(page);
    if (shown.kind === 'picture') return shown;
    await shown.choices.first().click();
    await main.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error('no picture question in the practice');
}
