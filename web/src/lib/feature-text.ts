/**
 * One tree's telling features as a sentence: trait phrases ("pinnate leaves of about 13 leaflets")
 * joined by commas; a side the catalog could only take from the record's own words is a whole
 * sentence already (it starts with a capital), and follows as it is.
 */
export function featureText(phrases: string[]): string {
  const short = phrases.filter((phrase) => !/^[A-Z]/.test(phrase));
  const sentences = phrases.filter((phrase) => /^[A-Z]/.test(phrase));
  const [first = '', ...rest] = short;
  const listed = short.length > 0 ? `${[first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(', ')}.` : '';
  return [listed, ...sentences].filter(Boolean).join(' ');
}
