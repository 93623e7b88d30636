import type { Species } from './schema.ts';
import { BARK_COLOURS, BUD_COLOURS } from './traits.ts';

export const DESCRIBED_PARTS = ['leaf', 'bark', 'bud', 'seed'] as const;
type DescribedPart = (typeof DESCRIBED_PARTS)[number];

/** A description's sentences, split exactly where DescriptionSchema counts them. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z])/);

/** A sentence of one record's description that names the other tree; `byName` when by its full common name. */
export type NamingSentence = { part: DescribedPart; sentence: string; byName: boolean };

// Words that may stand before a tree's name without making it part of another tree's name ("than
// common alder", "the strawberry tree"). Any other word may be ("crab apple", "Plymouth pear", "red
// horse chestnut"), and the catalog is not at hand to tell, so such a mention does not count.
const LEAD_INS = new Set(
  (
    'a an the of than like as and or nor from with unlike to that in on by before after while whereas but for ' +
    'is are its those both also common cultivated garden'
  ).split(' '),
);
// "olive" is a colour too ("a patchwork of grey, cream and olive"): as a tree it names a thing ("olive leaves").
const COLOURS = new Set<string>([...BARK_COLOURS, ...BUD_COLOURS]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const genusOf = (species: Species) => species.name_sci.split(' ')[0] ?? species.name_sci;

/** Whether `sentence` mentions the tree called `name` by that name, not inside a longer one. */
function mentions(sentence: string, name: string): boolean {
  const plural = name.includes(' ') ? 's?' : '';
  const pattern = new RegExp(`(?<![\\w'-])${escapeRegExp(name)}(?:'s|${plural})(?![\\w-])`, 'gi');
  for (const match of sentence.matchAll(pattern)) {
    const before = sentence.slice(0, match.index).trimEnd();
    const leadIn = /(\S+)$/.exec(before)?.[1] ?? '';
    if (leadIn && !/[,;:(]$/.test(leadIn) && !LEAD_INS.has(leadIn.toLowerCase())) continue;
    const after = sentence.slice(match.index + match[0].length);
    if (COLOURS.has(name.toLowerCase()) && !/^\s+[a-z]/.test(after)) continue;
    return true;
  }
  return false;
}

/**
 * Whether `sentence` names `other` by part of its name: its genus, or a capitalised word of its
 * common name shared out over a list ("English or sessile oak").
 */
function mentionsInPart(sentence: string, other: Species, from: Species): boolean {
  if (genusOf(other) !== genusOf(from) && new RegExp(`\\b${escapeRegExp(genusOf(other))}\\b`, 'i').test(sentence)) {
    return true;
  }
  const own = new Set(from.name_common.toLowerCase().split(/\s+/));
  const words = other.name_common.split(/\s+/);
  const head = new RegExp(`\\b${escapeRegExp(words.at(-1) ?? '')}\\b`, 'i');
  return words.slice(0, -1).some((word) => {
    if (own.has(word.toLowerCase())) return false;
    const proper = word.charAt(0).toUpperCase() + word.slice(1);
    const listed = new RegExp(`\\S\\s+${escapeRegExp(proper)}(?:,\\s*|\\s+(?:or|and)\\s+)`).exec(sentence);
    return listed !== null && head.test(sentence.slice(listed.index + listed[0].length));
  });
}

/** The sentences of `from`'s descriptions that name `other`, part by part. */
export function sentencesNaming(from: Species, other: Species): NamingSentence[] {
  return DESCRIBED_PARTS.flatMap((part) =>
    sentencesOf(from.descriptions[part]).flatMap((sentence): NamingSentence[] => {
      if (mentions(sentence, other.name_common)) return [{ part, sentence, byName: true }];
      if (mentionsInPart(sentence, other, from)) return [{ part, sentence, byName: false }];
      return [];
    }),
  );
}
