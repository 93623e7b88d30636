import type { Locator, Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { expectNoViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { CATALOG_SPECIES } from '../site.ts';

/**
 * A beginner keys out five common trees in summer, answering whatever question the key offers as
 * they honestly see it. Where a tree may fairly be seen two ways (a horse chestnut's crown a dome
 * or an egg, its conker a nut or a husk that splits), the walk is made twice: once with the first
 * reading, once with the last. The key must find the tree both times (docs/offline.md, "The key").
 */
type Readings = Record<string, readonly string[]>;

/** What a beginner sees on each tree, by the key's question, as the choices' labels. */
const BEGINNER: Record<string, { name: string; readings: Readings }> = {
  'horse chestnut': {
    name: 'Horse chestnut',
    readings: {
      'Needles, scales or broad leaves?': ['Broad leaves'],
      'Does it keep its leaves in winter?': ['Bare in winter'],
      'Is each leaf one blade, or made of leaflets?': ['Leaflets like a hand'],
      'How many leaflets make one leaf?': ['4 to 7'],
      'How are the leaves set on the shoot?': ['In opposite pairs'],
      'What shape is the leaf (or one leaflet)?': ['Widest near the tip', 'Oval'],
      'Is the leaf lobed?': ['Not lobed', 'Lobes like a hand'],
      'What is the edge of the leaf like?': ['Toothed', 'Double-toothed'],
      'How does the leaf (or needle) end?': ['A sudden short point', 'Pointed'],
      'How long is one whole leaf, or one needle?': ['10 to 20 cm', 'Over 20 cm'],
      'What does the underside of the leaf look like?': ['Paler green'],
      'Is the top of the leaf glossy?': ['Dull'],
      'What is the bark like on a grown trunk?': ['Scaly or flaking', 'Broad plates'],
      'What colour is the bark?': ['Dark grey or black', 'Brown'],
      'How are the buds set on the twig?': ['In opposite pairs'],
      'What colour are the buds?': ['Red-brown', 'Brown'],
      'What are the buds like to touch?': ['Sticky', 'Glossy'],
      "What colour is this year's twig?": ['Brown'],
      'Has the twig thorns or spines?': ['None'],
      'What is the fruit like?': ['Dry husk that splits', 'Nut'],
      'What colour is the ripe fruit?': ['Green', 'Brown'],
      'What shape is the whole tree?': ['Egg-shaped', 'A dome'],
    },
  },
  'English oak': {
    name: 'English oak',
    readings: {
      'Needles, scales or broad leaves?': ['Broad leaves'],
      'Does it keep its leaves in winter?': ['Bare in winter'],
      'Is each leaf one blade, or made of leaflets?': ['One blade'],
      'How many leaflets make one leaf?': ['None: one blade'],
      'How are the leaves set on the shoot?': ['One at a time'],
      'What shape is the leaf (or one leaflet)?': ['Widest near the tip', 'Oval'],
      'Is the leaf lobed?': ['Lobes along both sides'],
      'What is the edge of the leaf like?': ['Smooth'],
      'How does the leaf (or needle) end?': ['Rounded', 'Blunt'],
      'How long is one whole leaf, or one needle?': ['6 to 10 cm', '10 to 20 cm'],
      'What does the underside of the leaf look like?': ['Paler green'],
      'Is the top of the leaf glossy?': ['Dull'],
      'What is the bark like on a grown trunk?': ['Deeply furrowed'],
      'What colour is the bark?': ['Grey'],
      'How are the buds set on the twig?': ['Crowded at the tip', 'One at a time'],
      'What colour are the buds?': ['Brown'],
      'What are the buds like to touch?': ['Dull and bare'],
      "What colour is this year's twig?": ['Brown'],
      'Has the twig thorns or spines?': ['None'],
      'What is the fruit like?': ['Acorn'],
      'What colour is the ripe fruit?': ['Brown'],
      'What shape is the whole tree?': ['Wider than tall', 'A dome'],
    },
  },
  ash: {
    name: 'Ash',
    readings: {
      'Needles, scales or broad leaves?': ['Broad leaves'],
      'Does it keep its leaves in winter?': ['Bare in winter'],
      'Is each leaf one blade, or made of leaflets?': ['Leaflets in two rows'],
      'How many leaflets make one leaf?': ['8 to 13'],
      'How are the leaves set on the shoot?': ['In opposite pairs'],
      'What shape is the leaf (or one leaflet)?': ['Long and narrow'],
      'Is the leaf lobed?': ['Not lobed'],
      'What is the edge of the leaf like?': ['Toothed', 'Double-toothed'],
      'How does the leaf (or needle) end?': ['A long point', 'Pointed'],
      'How long is one whole leaf, or one needle?': ['10 to 20 cm', 'Over 20 cm'],
      'What does the underside of the leaf look like?': ['Paler green'],
      'Is the top of the leaf glossy?': ['Dull'],
      'What is the bark like on a grown trunk?': ['Cracked'],
      'What colour is the bark?': ['Grey'],
      'How are the buds set on the twig?': ['In opposite pairs'],
      'What colour are the buds?': ['Black'],
      'What are the buds like to touch?': ['Downy or hairy'],
      "What colour is this year's twig?": ['Grey', 'Green or olive'],
      'Has the twig thorns or spines?': ['None'],
      'What is the fruit like?': ['Single winged key'],
      'What colour is the ripe fruit?': ['Brown'],
      'What shape is the whole tree?': ['Egg-shaped', 'A dome'],
    },
  },
  beech: {
    name: 'Beech',
    readings: {
      'Needles, scales or broad leaves?': ['Broad leaves'],
      'Does it keep its leaves in winter?': ['Bare in winter'],
      'Is each leaf one blade, or made of leaflets?': ['One blade'],
      'How many leaflets make one leaf?': ['None: one blade'],
      'How are the leaves set on the shoot?': ['One at a time'],
      'What shape is the leaf (or one leaflet)?': ['Oval', 'Egg-shaped'],
      'Is the leaf lobed?': ['Not lobed'],
      'What is the edge of the leaf like?': ['Wavy', 'Smooth'],
      'How does the leaf (or needle) end?': ['Pointed'],
      'How long is one whole leaf, or one needle?': ['6 to 10 cm', '10 to 20 cm'],
      'What does the underside of the leaf look like?': ['Paler green'],
      'Is the top of the leaf glossy?': ['Glossy', 'Dull'],
      'What is the bark like on a grown trunk?': ['Smooth'],
      'What colour is the bark?': ['White or silvery', 'Grey'],
      'How are the buds set on the twig?': ['One at a time'],
      'What colour are the buds?': ['Red-brown', 'Brown'],
      'What are the buds like to touch?': ['Dull and bare'],
      "What colour is this year's twig?": ['Brown'],
      'Has the twig thorns or spines?': ['None'],
      'What is the fruit like?': ['Nut', 'Dry husk that splits'],
      'What colour is the ripe fruit?': ['Brown'],
      'What shape is the whole tree?': ['A dome'],
    },
  },
  'silver birch': {
    name: 'Silver birch',
    readings: {
      'Needles, scales or broad leaves?': ['Broad leaves'],
      'Does it keep its leaves in winter?': ['Bare in winter'],
      'Is each leaf one blade, or made of leaflets?': ['One blade'],
      'How many leaflets make one leaf?': ['None: one blade'],
      'How are the leaves set on the shoot?': ['One at a time'],
      'What shape is the leaf (or one leaflet)?': ['Triangular or diamond', 'Egg-shaped'],
      'Is the leaf lobed?': ['Not lobed'],
      'What is the edge of the leaf like?': ['Double-toothed', 'Toothed'],
      'How does the leaf (or needle) end?': ['A long point', 'Pointed'],
      'How long is one whole leaf, or one needle?': ['3 to 6 cm', '6 to 10 cm'],
      'What does the underside of the leaf look like?': ['Paler green'],
      'Is the top of the leaf glossy?': ['Dull'],
      // The white papery trunk, or the black, deeply cracked foot of an old one.
      'What is the bark like on a grown trunk?': ['Peeling', 'Deeply furrowed'],
      'What colour is the bark?': ['White or silvery'],
      'How are the buds set on the twig?': ['One at a time'],
      'What colour are the buds?': ['Brown'],
      'What are the buds like to touch?': ['Sticky', 'Glossy'],
      "What colour is this year's twig?": ['Brown'],
      'Has the twig thorns or spines?': ['None'],
      'What is the fruit like?': ['Tiny winged seeds', 'Catkins of fluffy seed'],
      'What colour is the ripe fruit?': ['Brown'],
      'What shape is the whole tree?': ['Egg-shaped'],
    },
  },
};

/** How many trees fit, as the key's results say it (the page has other live regions). */
const treesFit = (main: Locator) => main.getByRole('status').filter({ hasText: /\bfits?\b/ });

/** The question the key offers now, if any: the only level-2 heading that asks something. */
const offeredQuestion = (main: Locator) => main.getByRole('heading', { level: 2, name: /\?$/ });

/**
 * Answers every question the key offers with the reading `which` picks (the first or the last of
 * a tree's readings), "Not sure" where the tree has none, until the key has nothing more to ask.
 * Returns how many answers were given.
 */
async function keyOut(page: Page, readings: Readings, which: 'first' | 'last'): Promise<number> {
  const main = page.getByRole('main');
  let answered = 0;
  for (let step = 0; step < 25; step++) {
    const question = offeredQuestion(main);
    if ((await question.count()) === 0) break;
    const text = (await question.textContent()) ?? '';
    const choices = readings[text];
    const choice = choices && (which === 'first' ? choices[0] : choices.at(-1));
    if (choice) {
      await main.getByRole('list', { name: text }).getByText(choice, { exact: true }).click();
      answered++;
    } else {
      await main.getByRole('button', { name: 'Not sure' }).click();
    }
    // The step is drawn once the question is listed among the answers given.
    await expect(
      main.getByRole('region', { name: 'Your answers' }).getByText(text, { exact: true }),
      `after “${text}”`,
    ).toBeVisible();
  }
  return answered;
}

for (const [tree, { name, readings }] of Object.entries(BEGINNER)) {
  test(`a beginner finds the ${tree}, each doubtful question answered both ways`, async ({ page }) => {
    const main = page.getByRole('main');
    for (const which of ['first', 'last'] as const) {
      await page.goto(`${paths.identify}?season=leaf`);
      await expect(treesFit(main)).toHaveText(`${CATALOG_SPECIES} trees fit your answers.`);
      const answered = await keyOut(page, readings, which);
      expect(answered, `${which} readings`).toBeLessThanOrEqual(8);
      await expect(treesFit(main), `${which} readings`).toHaveText(/^(One tree fits|[23] trees fit) your answers\.$/);
      const results = main.getByRole('region', { name: /^(Your tree|Trees that fit)$/ });
      await expect(
        results
          .getByRole('heading', { level: 3, name, exact: true })
          .or(results.getByRole('link', { name, exact: true })),
        `${which} readings`,
      ).toBeVisible();
    }
  });
}

test('an answer that rules out a likely tree says so at once, while many trees still fit and at the end', async ({
  page,
}) => {
  const main = page.getByRole('main');
  // Broad leaves, then "Wider than tall": many broadleaves still fit, and some that fitted do not.
  await page.goto(`${paths.identify}?season=leaf&leaf.kind=broad&habit.crown=wide`);
  await expect(treesFit(main)).toHaveText(/^\d+ trees fit your answers\.$/);
  const close = main.getByRole('region', { name: 'Close, but …' });
  await expect(close.getByRole('listitem').first()).toContainText(
    'you answered “Wider than tall” to “What shape is the whole tree?”',
  );

  // A horse chestnut's leaf, and its crown called wider than tall: nothing fits, and the horse
  // chestnut is named with the answer that ruled it out.
  await page.goto(`${paths.identify}?season=leaf&leaf.kind=broad&leaf.compound=palmate&habit.crown=wide`);
  await expect(treesFit(main)).toHaveText('No tree in Leafwise fits every answer.');
  await expect(close.getByRole('listitem').filter({ hasText: /^Horse chestnut:/ })).toHaveText(
    'Horse chestnut: you answered “Wider than tall” to “What shape is the whole tree?”; its record says “Egg-shaped” or “A dome”.',
  );
  await expectNoViolations(page, 'the key with trees close but for one answer');
});
