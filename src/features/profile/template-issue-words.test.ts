import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { templateIssue, templateProblem, type TemplatePart } from '../../domain/messages/templates';
import { TEMPLATE_LIMITS } from '../../domain/tables/messages';
import { templateIssueText } from './template-issue-words';

const inLanguage = (locale: 'en' | 'vi' | 'es') => catalogI18n('app', locale);

const CASES: [string, TemplatePart | undefined][] = [
  ['  ', 'subject'],
  ['', undefined],
  ['x'.repeat(4001), 'body'],
  ['x'.repeat(641), 'sms'],
  ['Hi {customer_name, see you', 'body'],
  ['See you {tiem}', 'sms'],
  ['Reply CANCEL to cancel', 'sms'],
];

describe('a template’s problem in the owner’s language', () => {
  it('in English, word for word the save’s own sentence', async () => {
    const en = await inLanguage('en');
    for (const [text, part] of CASES) {
      const limit = part ? TEMPLATE_LIMITS[part] : 640;
      expect(templateIssueText(en, templateIssue(text, limit, part)!)).toBe(templateProblem(text, limit, part));
    }
  });

  it('in Vietnamese and Spanish, with the values in place', async () => {
    const [vi, es] = await Promise.all([inLanguage('vi'), inLanguage('es')]);
    const unknown = templateIssue('Hẹn {gio}', 640, 'sms')!;
    expect(templateIssueText(vi, unknown)).toMatch(/^Không có mục tự điền \{gio\}\. Hãy dùng một trong các mục: \{customer_name\}, /);
    const long = templateIssue('x'.repeat(4001), 4000, 'body')!;
    expect(templateIssueText(es, long)).toBe('El texto del correo es demasiado largo: 4001 caracteres, como máximo 4000.');
    expect(templateIssueText(es, templateIssue('Hola {customer_name', 200, 'subject')!)).toBe(
      '"{customer_name" abre un marcador con { pero nunca lo cierra con }.',
    );
  });
});
