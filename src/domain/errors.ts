import { fillText, textOf, type DomainText } from './texts';

/** Bad input from a person or a tool: its message is shown as is, and nothing was changed. */
export class ValidationError extends Error {
  /** The sentence with its parts, for a screen in another language. */
  readonly text: DomainText;
  constructor(
    message: string | DomainText,
    readonly field?: string,
  ) {
    const text = textOf(message);
    super(fillText(text.text, text.values));
    this.text = text;
    this.name = 'ValidationError';
  }
}

/** A write that needs something that does not exist yet ('No salon found', …; docs/behaviour.md#messages). */
export class PreconditionError extends Error {
  readonly text: DomainText;
  constructor(message: string | DomainText) {
    const text = textOf(message);
    super(fillText(text.text, text.values));
    this.text = text;
    this.name = 'PreconditionError';
  }
}
