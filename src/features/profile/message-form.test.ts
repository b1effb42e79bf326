import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS } from '../../domain/messages/settings';
import { DEFAULT_TEMPLATES } from '../../domain/messages/templates';
import { SPANISH_TEMPLATES, VIETNAMESE_TEMPLATES } from '../../domain/messages/templates-translated';
import type { MessageSettings } from '../../domain/types';
import {
  firstKindWithProblem,
  formProblems,
  formToInput,
  insertAt,
  isDefaultKind,
  kindState,
  languageState,
  liveProblem,
  resetKind,
  setTemplate,
  settingsToForm,
} from './message-form';

const row = (over: Partial<MessageSettings> = {}): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  id: 'm1',
  salon_id: 's1',
  updated_at: 'x',
  deleted: false,
  version: 1,
  ...over,
});

describe('Customer messages form', () => {
  it('shows the defaults for a salon without a row, our texts in the template fields', () => {
    const v = settingsToForm(null);
    expect(v).toMatchObject({
      confirmation_on: true,
      update_on: true,
      cancellation_on: true,
      reminder_on: true,
      sms_on: false,
      reminder_lead_hours: '24',
      from_name: '',
      reply_to: '',
    });
    expect(v.templates.en.reminder).toEqual(DEFAULT_TEMPLATES.reminder);
    expect(v.templates.es.reminder).toEqual(SPANISH_TEMPLATES.reminder);
    expect(v.templates.vi.reminder).toEqual(VIETNAMESE_TEMPLATES.reminder);
    expect(isDefaultKind(v, 'en', 'reminder')).toBe(true);
    expect(isDefaultKind(v, 'vi', 'reminder')).toBe(true);
  });

  it("shows the owner's saved values and texts", () => {
    const v = settingsToForm(row({ sms_on: true, reminder_lead_hours: 48, from_name: 'Lotus', reminder_sms: 'See you {weekday}!' }));
    expect(v).toMatchObject({ sms_on: true, reminder_lead_hours: '48', from_name: 'Lotus' });
    expect(v.templates.en.reminder.sms).toBe('See you {weekday}!');
    expect(v.templates.en.reminder.subject).toBe(DEFAULT_TEMPLATES.reminder.subject);
    expect(isDefaultKind(v, 'en', 'reminder')).toBe(false);
    expect(kindState(v, 'en', 'reminder')).toBe('own');
    expect(kindState(v, 'en', 'cancellation')).toBe('ours');
    // Her English text is not her Spanish one.
    expect(kindState(v, 'es', 'reminder')).toBe('ours');
    expect([languageState(v, 'en'), languageState(v, 'es')]).toEqual(['own', 'ours']);
  });

  it('keeps a language’s texts apart: saved, edited, handed over and reset on their own', () => {
    const v = settingsToForm(row({ confirmation_sms_vi: 'Hẹn {customer_name} lúc {time}' }));
    expect(v.templates.vi.confirmation.sms).toBe('Hẹn {customer_name} lúc {time}');
    expect(v.templates.en.confirmation.sms).toBe(DEFAULT_TEMPLATES.confirmation.sms);
    const edited = setTemplate(v, 'es', 'update', 'subject', 'Cambio: {date}');
    expect(formToInput(edited)).toMatchObject({
      update_subject_es: 'Cambio: {date}',
      update_subject: DEFAULT_TEMPLATES.update.subject,
      confirmation_sms_vi: 'Hẹn {customer_name} lúc {time}',
    });
    const reset = resetKind(edited, 'vi', 'confirmation');
    expect(reset.templates.vi.confirmation).toEqual(VIETNAMESE_TEMPLATES.confirmation);
    expect(reset.templates.es.update.subject).toBe('Cambio: {date}');
    expect(formProblems(reset)).toEqual({});
  });

  it('hands the repository every template column, and reset puts our texts back', () => {
    const edited = setTemplate(settingsToForm(null), 'en', 'update', 'subject', 'Moved: {date}');
    expect(formToInput(edited)).toMatchObject({ update_subject: 'Moved: {date}', update_body: DEFAULT_TEMPLATES.update.body, reminder_lead_hours: '24' });
    const reset = resetKind(edited, 'en', 'update');
    expect(reset.templates.en.update).toEqual(DEFAULT_TEMPLATES.update);
    expect(isDefaultKind(reset, 'en', 'update')).toBe(true);
    // The other kinds are left alone.
    expect(resetKind(setTemplate(edited, 'en', 'reminder', 'sms', 'Hi'), 'en', 'update').templates.en.reminder.sms).toBe('Hi');
  });

  it('finds problems as typed, and the kind to switch to on a refused save', () => {
    const v = setTemplate(settingsToForm(null), 'es', 'cancellation', 'sms', 'Adiós {nam}');
    expect(liveProblem(v, 'es', 'cancellation', 'sms')).toEqual({ kind: 'unknown', name: 'nam' });
    expect(liveProblem(v, 'es', 'cancellation', 'body')).toBeNull();
    expect(kindState(v, 'es', 'cancellation')).toBe('broken');
    expect(languageState(v, 'es')).toBe('broken');
    const problems = formProblems({ ...v, reply_to: 'nope' });
    expect(Object.keys(problems).sort()).toEqual(['cancellation_sms_es', 'reply_to']);
    expect(firstKindWithProblem(problems)).toEqual({ language: 'es', kind: 'cancellation' });
    expect(firstKindWithProblem({ reply_to: 'x' })).toBeNull();
    expect(formProblems(settingsToForm(null))).toEqual({});
  });

  it('inserts a placeholder at the cursor, over a selection, or at the end', () => {
    expect(insertAt('Hi !', 3, 3, '{customer_name}')).toEqual({ text: 'Hi {customer_name}!', caret: 18 });
    expect(insertAt('Hi NAME!', 3, 7, '{customer_name}')).toEqual({ text: 'Hi {customer_name}!', caret: 18 });
    expect(insertAt('Hi', null, null, ' {time}')).toEqual({ text: 'Hi {time}', caret: 9 });
    expect(insertAt('Hi', 99, 99, '{time}')).toEqual({ text: 'Hi{time}', caret: 8 });
  });
});
