import { ErrorSchema } from '@leafwise/contract';

/**
 * The refusals a route documents, by status: every one answers `{ msg }`, from the one error
 * handler (plugins/app/error-handler.ts). `...errorsOf(400, 401, 404)` in a route's response schema.
 */
export function errorsOf<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as {
    [Code in Codes[number]]: typeof ErrorSchema;
  };
}
