/** A LIKE pattern for text found anywhere in a value, its `%`, `_` and `\` standing for themselves. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a write failed on a unique index or key (PostgreSQL's 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}
