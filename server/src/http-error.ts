/** An error with the HTTP status to answer; the error handler sends its message as `{ msg }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
