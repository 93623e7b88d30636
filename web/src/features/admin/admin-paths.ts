import { paths } from '../../lib/paths.ts';

/** The console's sections, each at its own address; kept out of lib/paths.ts, which every page loads. */
export const adminPaths = {
  photos: `${paths.admin}/photos`,
  people: `${paths.admin}/people`,
  board: `${paths.admin}/board`,
  audit: `${paths.admin}/audit`,
} as const;
