/** Bad input from a person or a tool: its message is shown as is, and nothing was changed. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A write that needs something that does not exist yet ('No salon found', …; docs/behaviour.md#messages). */
export class PreconditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreconditionError';
  }
}
