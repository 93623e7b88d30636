import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../src/contrast-notes.ts';
import { clausesOf, treeMentions, unknownTreeNames } from '../src/course-text.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';
import type { Species } from '../src/schema.ts';

/**
 * Each species' whole-tree sentence (descriptions.form) is its own and says nothing its form traits
 * deny: the crown, height and spread, trunk, branching, density, foliage colour and top it names
 * must be the record's. A plain reading, like record-consistency's: a clause that names another
 * tree, or speaks of young trees, is not read, nor are the words after a "not", "unlike" and the like.
 */
const catalog = loadCatalog();
type Form = Species['traits']['form'];
type Crown = Form['crown'];

type Rule = {
  claim: string;
  words: RegExp;
  holds: (form: Form, entry: CatalogEntry) => boolean;
  /** The crowns the words name, where they name one: every description must name its own. */
  crowns?: readonly Crown[];
};

const any =
  <K extends keyof Form>(key: K, ...values: Form[K][]) =>
  (form: Form) =>
    values.includes(form[key]);

// A top is read first and taken out, so a giant sequoia's "rounded top" is not read as a rounded crown.
const TOPS: readonly Rule[] = [
  {
    claim: 'a spire at the top',
    words: /\bspire(?:-like)?\b|\bpointed (?:top|tip|crown)\b/i,
    holds: any('top', 'spire'),
  },
  {
    claim: 'a nodding top',
    words: /\bnodding\b|\b(?:leader|leading shoot) (?:nods|droops|bends|arches)\b|\bdrooping (?:leader|top)\b/i,
    holds: any('top', 'nodding'),
  },
  {
    claim: 'a flat top',
    words: /\bflat[- ]topped\b|\bflat (?:top|crown|head)\b|\bflattened (?:top|crown)\b/i,
    holds: any('top', 'flat'),
  },
  {
    claim: 'a rounded top',
    words: /\b(?:rounded|round|domed) (?:top|head)\b|\b(?:dome|round)-topped\b/i,
    holds: any('top', 'rounded'),
  },
  {
    claim: 'a ragged top',
    words: /\b(?:ragged|irregular|uneven|broken) top\b/i,
    holds: any('top', 'irregular'),
  },
];

const CROWNS: readonly Rule[] = [
  {
    claim: 'a narrow cone',
    words: /\bnarrow(?:ly)?[- ]conical\b|\b(?:narrow|slender)(?:,? [a-z-]+)? cone\b/i,
    holds: any('crown', 'narrow-conical'),
    crowns: ['narrow-conical'],
  },
  {
    claim: 'a conical crown',
    words: /\bconical\b|\bcone-shaped\b|\bpyramid(?:al)?\b/i,
    holds: any('crown', 'conical', 'narrow-conical'),
    crowns: ['conical', 'narrow-conical'],
  },
  {
    claim: 'a column',
    words: /\bcolumn(?:s|ar|-like)?\b|\bpillars?\b|\bfastigiate\b/i,
    holds: any('crown', 'columnar'),
    crowns: ['columnar'],
  },
  {
    claim: 'an egg-shaped crown',
    words: /\bovoid\b|\begg-shaped\b|\boval\b/i,
    holds: any('crown', 'ovoid'),
    crowns: ['ovoid'],
  },
  {
    claim: 'a dome',
    words: /\bdome[sd]?\b/i,
    holds: any('crown', 'ovoid', 'rounded', 'broad-spreading', 'multi-stemmed'),
    crowns: ['ovoid', 'rounded', 'broad-spreading'],
  },
  {
    claim: 'a rounded crown',
    words: /\bround(?:ed|-headed)\b/i,
    holds: any('crown', 'ovoid', 'rounded', 'broad-spreading', 'multi-stemmed'),
    crowns: ['rounded'],
  },
  {
    claim: 'a broad, spreading crown',
    words: /\bbroad(?:ly)?(?:,|-| and)? ?spreading\b|\b(?:wider|broader) than (?:it is )?tall\b/i,
    holds: any('crown', 'broad-spreading', 'umbrella', 'tiered'),
    crowns: ['broad-spreading'],
  },
  {
    claim: 'a vase',
    words: /\bvase\b|\bfan(?:-shaped|s out| out|ning out)\b|\bgoblet\b|\bwine-?glass\b/i,
    holds: any('crown', 'vase'),
    crowns: ['vase'],
  },
  {
    claim: 'a weeping curtain',
    words: /\bcurtains?\b|\bweeping crown\b/i,
    holds: any('crown', 'weeping'),
    crowns: ['weeping'],
  },
  {
    claim: 'an umbrella',
    words: /\bumbrella\b|\bparasol\b/i,
    holds: any('crown', 'umbrella'),
    crowns: ['umbrella'],
  },
  {
    claim: 'tiers or layers of branches',
    words: /\btier(?:s|ed)?\b|\blayer(?:s|ed|ing)?\b|\bplates\b|\bshelves\b/i,
    holds: (form) => form.crown === 'tiered' || form.branching === 'horizontal',
    crowns: ['tiered'],
  },
  {
    claim: 'an irregular crown',
    words: /\birregular\b|\blopsided\b|\bragged\b|\bstraggl(?:y|ing)\b|\bgaunt\b/i,
    holds: any('crown', 'irregular', 'multi-stemmed'),
    crowns: ['irregular'],
  },
  {
    claim: 'a shrub of several stems',
    words: /\bmulti-stemmed\b|\bmany-stemmed\b|\bbush(?:y|es)?\b|\bshrub(?:by|s)?\b|\bthickets?\b|\bclumps?\b/i,
    holds: (form) => form.crown === 'multi-stemmed' || form.trunk === 'several',
    crowns: ['multi-stemmed'],
  },
];

const OTHERS: readonly Rule[] = [
  {
    claim: 'several stems',
    words: /\bseveral (?:stems|trunks)\b|\bstems (?:rise |rising )?from the (?:ground|base)\b/i,
    holds: any('trunk', 'several'),
  },
  {
    claim: 'a trunk that forks',
    words: /\bfork(?:s|ed|ing)?\b|\bdivid(?:es|ing) (?:low|into)\b/i,
    holds: any('trunk', 'forked', 'several'),
  },
  {
    claim: 'one trunk',
    words: /\b(?:single|one|straight|clean) (?:trunk|bole|stem)\b|\b(?:trunk|bole) runs up\b/i,
    holds: any('trunk', 'single', 'forked'),
  },
  {
    claim: 'branches hanging to the ground',
    words: /\bpendulous\b|\bhang(?:s|ing)? (?:straight )?(?:down )?to the ground\b/i,
    holds: any('branching', 'pendulous'),
  },
  {
    claim: 'drooping or weeping shoots',
    words: /\bdroop(?:s|ing)?\b|\bweeping\b|\bhanging (?:shoots|twigs|sprays|branchlets)\b|\bsweep(?:s|ing)? down\b/i,
    holds: any('branching', 'drooping', 'pendulous'),
  },
  {
    claim: 'level branches',
    words: /\blevel (?:branches|limbs)\b|\bbranches held level\b|\bhorizontal\b/i,
    holds: any('branching', 'horizontal'),
  },
  {
    claim: 'rising branches',
    words:
      /\bascending\b|\bup-?swept\b|\b(?:rise|rises|rising) steeply\b|\bsteeply (?:rising|ascending)\b|\b(?:rising|upright) (?:branches|limbs|stems)\b/i,
    holds: any('branching', 'ascending'),
  },
  {
    claim: 'spreading branches',
    words: /\bspreading (?:branches|limbs)\b|\b(?:branches|limbs) spread\b/i,
    holds: any('branching', 'spreading', 'horizontal', 'drooping'),
  },
  {
    claim: 'a dense crown',
    words: /\bdense\b|\bdeep shade\b|\bheavy (?:crown|shade)\b/i,
    holds: any('density', 'dense'),
  },
  {
    claim: 'an open crown',
    words: /\bairy\b|\bsparse\b|\bopen(?:,| and\b| (?:crown|dome|head|canopy|vase))/i,
    holds: any('density', 'open'),
  },
  {
    claim: 'dark foliage',
    words: /\b(?:dark|deep|black|blackish)[- ]green\b|\bsombre\b/i,
    holds: any('foliage', 'dark'),
  },
  {
    claim: 'light green foliage',
    words: /\b(?:light|pale|fresh|bright)[- ]green\b/i,
    holds: any('foliage', 'light', 'yellow-green'),
  },
  {
    claim: 'mid-green foliage',
    words: /\bmid[- ]green\b/i,
    holds: any('foliage', 'mid'),
  },
  {
    claim: 'yellow-green foliage',
    words: /\byellow(?:ish)?[- ]green\b/i,
    holds: any('foliage', 'yellow-green', 'light'),
  },
  {
    claim: 'blue foliage',
    words: /\bglaucous\b|\bblue(?:ish)?[- ](?:green|grey)\b|\bgrey-blue\b/i,
    holds: any('foliage', 'glaucous', 'grey-green'),
  },
  {
    claim: 'grey-green foliage',
    words: /\bgrey(?:ish)?[- ]green\b/i,
    holds: any('foliage', 'grey-green', 'silvery', 'glaucous'),
  },
  {
    claim: 'a silvery crown',
    words: /\bsilvery\b(?![- ]?(?:grey )?(?:bark|trunks?|stems?|boles?))|\bflash(?:es|ing)? (?:white|silver)/i,
    holds: any('foliage', 'silvery', 'grey-green'),
  },
  {
    claim: 'evergreen',
    words: /\bevergreen\b/i,
    holds: (_, entry) => entry.type === 'evergreen',
  },
  {
    claim: 'deciduous',
    words: /\bdeciduous\b|\bbare (?:in|through) winter\b|\bleafless\b/i,
    holds: (_, entry) => entry.type === 'deciduous',
  },
];

// What stops a claim: words after these may say what the tree is not.
const NEGATION = /\b(?:not|no|never|nor|unlike|without|rather than|instead of|except)\b|n't\b/i;
// A clause about young trees is not about the grown tree the traits describe.
const YOUTH = /\b(?:young|juvenile|saplings?|at first)\b/i;
// A height or width in metres: "20 to 30 m tall", "only 2.5 to 4 m across".
const MEASURE = /(\d+(?:\.\d+)?)(?:\s*(?:to|–|or)\s*(\d+(?:\.\d+)?))?\s*(?:m|metres)\b(?:\s+(\w+))?/g;
const HEIGHT_WORDS = new Set(['tall', 'high']);
const SPREAD_WORDS = new Set(['across', 'wide', 'broad']);

type Reading = { findings: string[]; crowns: Crown[]; heights: number };

/** The clauses of a form description that speak of the record's own grown tree, cut at any negation. */
function ownClauses(entry: CatalogEntry, text: string): string[] {
  return clausesOf(text).flatMap((clause) => {
    const mentions = treeMentions(clause, catalog);
    if (mentions.some((mention) => !mention.slugs.includes(entry.slug)) || YOUTH.test(clause)) return [];
    // Its own name ("silver birch", "weeping willow") says nothing of its form.
    const own = mentions.reduceRight(
      (text, mention) => text.slice(0, mention.index) + text.slice(mention.index + mention.text.length),
      clause,
    );
    const cut = NEGATION.exec(own);
    return [cut ? own.slice(0, cut.index) : own];
  });
}

/** What a form description says against the record's traits, which crowns it names and how many heights. */
function readForm(entry: CatalogEntry, text: string): Reading {
  const form = entry.traits.form;
  const reading: Reading = { findings: [], crowns: [], heights: 0 };
  const find = (clause: string, claim: string, has: string) =>
    reading.findings.push(`${entry.slug}: "${clause.trim()}" says ${claim}, the traits have ${has}`);
  const traits = `crown ${form.crown}, trunk ${form.trunk}, branching ${form.branching}, density ${form.density}, foliage ${form.foliage}, top ${form.top}`;
  for (const clause of ownClauses(entry, text)) {
    let rest = clause;
    for (const rule of TOPS) {
      if (rule.words.test(rest) && !rule.holds(form, entry)) find(clause, rule.claim, `top ${form.top}`);
      rest = rest.replace(new RegExp(rule.words, 'gi'), ' ');
    }
    for (const rule of [...CROWNS, ...OTHERS]) {
      if (!rule.words.test(rest)) continue;
      if (!rule.holds(form, entry)) find(clause, rule.claim, traits);
      else if (rule.crowns?.includes(form.crown)) reading.crowns.push(form.crown);
    }
    for (const [, low = '', high, word = ''] of rest.matchAll(MEASURE)) {
      const values = [Number(low), ...(high ? [Number(high)] : [])];
      const range = HEIGHT_WORDS.has(word) ? form.height_m : SPREAD_WORDS.has(word) ? form.spread_m : undefined;
      if (!range) {
        find(clause, `a measure in metres that is neither "tall" nor "across"`, traits);
        continue;
      }
      if (HEIGHT_WORDS.has(word)) reading.heights++;
      const name = HEIGHT_WORDS.has(word) ? 'height_m' : 'spread_m';
      if (values.some((value) => value < range[0] || value > range[1]))
        find(clause, `${values.join(' to ')} m ${word}`, `${name} ${range.join(' to ')}`);
    }
  }
  return reading;
}

describe('each species has a whole-tree sentence of its own', () => {
  it('shares no sentence with another species', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const entry of catalog) {
      for (const sentence of sentencesOf(entry.descriptions.form)) {
        const first = seen.get(sentence);
        if (first) shared.push(`${first} and ${entry.slug}: "${sentence}"`);
        else seen.set(sentence, entry.slug);
      }
    }
    expect(shared).toEqual([]);
  });

  it('says nothing its form traits deny', () => {
    expect(catalog.flatMap((entry) => readForm(entry, entry.descriptions.form).findings)).toEqual([]);
  });

  it("names the record's own crown shape and gives its height in metres", () => {
    const silent = catalog.flatMap((entry) => {
      const { crowns, heights } = readForm(entry, entry.descriptions.form);
      return [
        ...(crowns.length === 0 ? [`${entry.slug}: no word for its ${entry.traits.form.crown} crown`] : []),
        ...(heights === 0 ? [`${entry.slug}: no height in metres`] : []),
      ];
    });
    expect(silent).toEqual([]);
  });

  it('names no tree the catalog lacks', () => {
    // Words of shape, size and place that stand before "tree", "pine" or "oak" in a whole-tree
    // sentence ("a conical tree", "among larches") without making a tree's name.
    const FORM_WORDS = new Set(
      (
        'conical egg-shaped irregular domed dense open airy sparse upright narrow broad broad-spreading huge ' +
        'tallest last fast-growing fastest-growing crooked gnarled thorny billowing blue-grey proper plantation ' +
        'national new under among after'
      ).split(' '),
    );
    expect(
      catalog.flatMap((entry) =>
        unknownTreeNames(entry.descriptions.form, catalog)
          .filter((name) => !FORM_WORDS.has(name.split(' ')[0]?.toLowerCase() ?? ''))
          .map((name) => `${entry.slug}: "${name}"`),
      ),
    ).toEqual([]);
  });
});

describe('the reading of a form description', () => {
  const oak = catalog.find((entry) => entry.slug === 'quercus-robur') as CatalogEntry;
  const findings = (text: string) => readForm(oak, text).findings;

  it('finds a crown, a height, a foliage and a branching the traits deny', () => {
    const found = findings('A narrow column 40 m tall, dark green, with drooping shoots.');
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/a column[\s\S]*dark foliage[\s\S]*drooping[\s\S]*40 m tall/);
    expect(findings('A broad, spreading oak 20 to 30 m tall and 40 m across.')).toEqual([
      expect.stringContaining('spread_m 22 to 35'),
    ]);
    expect(findings('A broad, spreading oak reaching 25 m.')).toEqual([expect.stringContaining('neither')]);
  });

  it('reads a top before the crown, so a rounded top is no rounded crown', () => {
    const sequoia = catalog.find((entry) => entry.slug === 'sequoiadendron-giganteum') as CatalogEntry;
    expect(readForm(sequoia, 'A narrowly conical tree 30 to 50 m tall with a rounded top.').findings).toEqual([]);
    expect(findings('A broad, spreading oak 20 to 30 m tall with a spire-like top.')).toEqual([
      expect.stringContaining('a spire'),
    ]);
  });

  it('passes what is said of another tree, after a negation, or of young trees', () => {
    expect(findings('A broad, spreading oak 20 to 30 m tall; sessile oak is a narrow dome.')).toEqual([]);
    expect(findings('A broad, spreading oak 20 to 30 m tall, never a column.')).toEqual([]);
    expect(findings('A broad, spreading oak 20 to 30 m tall; young trees are conical.')).toEqual([]);
  });

  it('counts the crown words that name its own crown', () => {
    expect(readForm(oak, 'A broad, spreading oak 20 to 30 m tall.')).toMatchObject({
      crowns: ['broad-spreading'],
      heights: 1,
    });
    expect(readForm(oak, 'An oak 20 to 30 m tall.').crowns).toEqual([]);
  });
});
