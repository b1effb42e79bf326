// A template's problem in the owner's language, for the editor. The domain finds it
// (templateIssue) and words it in English for the save's check; here each kind of problem is a
// whole sentence per field, so a translation never has to assemble "The subject" and "is too long".
// Braces go in as values: in a catalog's message they would open a placeholder.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLACEHOLDERS, type TemplateIssue, type TemplatePart } from '../../domain/messages/templates';

type Field = TemplatePart | 'any';

const EMPTY: Record<Field, MessageDescriptor> = {
  subject: msg`The subject cannot be empty. Use "Reset to default" to go back to our text.`,
  body: msg`The email text cannot be empty. Use "Reset to default" to go back to our text.`,
  sms: msg`The text message cannot be empty. Use "Reset to default" to go back to our text.`,
  any: msg`This template cannot be empty. Use "Reset to default" to go back to our text.`,
};

const longText = (field: Field, length: string, limit: string): MessageDescriptor => {
  switch (field) {
    case 'subject':
      return msg`The subject is too long: ${length} characters, at most ${limit}.`;
    case 'body':
      return msg`The email text is too long: ${length} characters, at most ${limit}.`;
    case 'sms':
      return msg`The text message is too long: ${length} characters, at most ${limit}.`;
    default:
      return msg`This template is too long: ${length} characters, at most ${limit}.`;
  }
};

export function templateIssueText(i18n: I18n, issue: TemplateIssue): string {
  const number = new Intl.NumberFormat(i18n.locale);
  const open = '{';
  const close = '}';
  switch (issue.kind) {
    case 'empty':
      return i18n._(EMPTY[issue.part ?? 'any']);
    case 'long':
      return i18n._(longText(issue.part ?? 'any', number.format(issue.length), number.format(issue.limit)));
    case 'unclosed': {
      const shown = issue.shown;
      return i18n._(msg`"${shown}" opens a placeholder with ${open} but never closes it with ${close}.`);
    }
    case 'unknown': {
      const token = `{${issue.name}}`;
      const list = PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ');
      return i18n._(msg`Unknown placeholder ${token}. Use one of: ${list}.`);
    }
    case 'cancel':
      return i18n._(
        msg`The text message cannot ask customers to reply CANCEL: phone carriers treat CANCEL as a request to stop all texts from the salon. Ask them to call instead.`,
      );
  }
}
