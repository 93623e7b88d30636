import type { LicenceName } from '@leafwise/contract';
import { LICENCES } from '@leafwise/contract/constants';
import type { KeyValueStore } from '../../lib/remembered-user.ts';

/** The credit an upload carries; the licence is '' until one is chosen. */
export type UploadDetails = { author: string; licence: LicenceName | ''; source: string };
export type UploadDetailsProblems = Partial<Record<keyof UploadDetails, string>>;

export const NO_DETAILS: UploadDetails = { author: '', licence: '', source: '' };

// Limits of the upload's fields on the server, so the form says so before sending.
const AUTHOR_MAX = 200;
const SOURCE_MAX = 2000;

const DETAILS_KEY = 'leafwise.admin.uploadDetails';

const isLicence = (value: unknown): value is LicenceName => LICENCES.some(({ name }) => name === value);
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The credit of the last upload on this device: an arborist adds a series of their own photos, or
 * several from one source, and should not type it again each time.
 */
export function readUploadDetails(storage: () => KeyValueStore = () => window.localStorage): UploadDetails {
  try {
    const kept: unknown = JSON.parse(storage().getItem(DETAILS_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return NO_DETAILS;
    const { author, licence, source } = kept as Record<string, unknown>;
    return {
      author: text(author, AUTHOR_MAX),
      licence: isLicence(licence) ? licence : '',
      source: text(source, SOURCE_MAX),
    };
  } catch {
    return NO_DETAILS;
  }
}

export function rememberUploadDetails(
  details: UploadDetails,
  storage: () => KeyValueStore = () => window.localStorage,
): void {
  try {
    storage().setItem(DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Refused (private browsing, storage full): the next upload starts with empty fields, nothing worse.
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What is wrong with the credit as typed, field by field; empty when it may be sent. */
export function detailsProblems({ author, licence, source }: UploadDetails): UploadDetailsProblems {
  const problems: UploadDetailsProblems = {};
  if (!author.trim()) problems.author = 'Please enter who took the photo.';
  else if (author.trim().length > AUTHOR_MAX)
    problems.author = `Please shorten the author to ${AUTHOR_MAX} characters.`;
  if (!licence) problems.licence = 'Please choose the licence the photo is published under.';
  if (!source.trim()) problems.source = 'Please enter the web address where the photo is published.';
  else if (source.trim().length > SOURCE_MAX)
    problems.source = `Please shorten the address to ${SOURCE_MAX} characters.`;
  else if (!isWebAddress(source.trim())) problems.source = 'Please enter a web address starting with https://.';
  return problems;
}
