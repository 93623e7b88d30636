/**
 * Text as a search compares it: lower case, without accents, the hybrid sign or punctuation, single
 * spaces. So "erable" finds "Érable", "tilia europaea" finds "Tilia × europaea", "stags horn" finds
 * "Stag's-horn sumach".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
