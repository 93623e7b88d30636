import { PASSWORD_ERRORS } from '@leafwise/contract';

/** How many of the most common passwords are refused: the head of a list ranked by how often each was leaked. */
const REFUSED_COUNT = 10_000;

let common: Promise<Set<string>> | undefined;

/**
 * The commonest passwords, lower-cased. zxcvbn-ts's common list (MIT, about 49,000 passwords from
 * leaks, most frequent first) is read on first use, in about 30 ms, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT).map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Why a new password is refused, or undefined when it may be used. Length is better-auth's rule
 * (8 to 128); this adds what OWASP ASVS 5.0 V6.2 asks: none of the commonest passwords, in any
 * case, and not only white space.
 */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (password.trim() === '') return PASSWORD_ERRORS.blank;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_ERRORS.common;
  return undefined;
}
