import type { LookForLine } from './look-for.ts';
import type { ContrastPart } from './trait-phrases.ts';

// How a line names a part that does not tell the tree apart, as the subject of a sentence.
const PART_NOUNS: Record<ContrastPart, string> = {
  leaf: 'leaves',
  bark: 'bark',
  bud: 'buds',
  seed: 'fruit',
  habit: 'outline',
};

/** A look-for line written out: "Look for A and B. Also: C." */
export function writeLookFor(line: LookForLine): string {
  const [first, second] = line.lead.map(({ phrase }) => phrase);
  const also = line.also?.phrase;
  if (first) {
    // A comma before the "and" that joins two marks, where the first has commas or an "and" of its own.
    const joined = /,| and /.test(first) ? ', and' : ' and';
    const lead = second ? `Look for ${first}${joined} ${second}.` : `Look for ${first}.`;
    return also ? `${lead} Also: ${also}.` : lead;
  }
  if (line.sentence)
    return also
      ? `Look for the difference: ${line.sentence} Also: ${also}.`
      : `Look for the difference: ${line.sentence}`;
  const nouns = line.alike.map((part) => PART_NOUNS[part]);
  const subject = nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}` : nouns[0];
  const plural = nouns.length > 1 || subject === 'leaves' || subject === 'buds';
  const others = line.alone ? "most trees'" : "its look-alikes'";
  const alike = subject ? `Its ${subject} ${plural ? 'are' : 'is'} much like ${others}. ` : '';
  return `${alike}Look ${alike ? 'instead ' : ''}for ${also}.`;
}
