/**
 * An error with the HTTP status to answer; the error handler sends its message as `{ msg }`, with
 * `headers` (a 429's `retry-after`, say).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}
