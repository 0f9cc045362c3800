/** Thrown only when a whole input cannot be read as the format (not JSON, not gzip, wrong header…). Bad rows never throw. */
export class UnreadableInputError extends Error {
  override readonly name = 'UnreadableInputError';
  readonly code = 'unreadable_input';

  constructor(
    readonly format: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${format}: ${message}`, options);
  }
}
