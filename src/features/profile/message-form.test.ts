import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS } from '../../domain/messages/settings';
import { DEFAULT_TEMPLATES } from '../../domain/messages/templates';
import type { MessageSettings } from '../../domain/types';
import {
  firstKindWithProblem,
  formProblems,
  formToInput,
  insertAt,
  isDefaultKind,
  kindOption,
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
    expect(v.templates.reminder).toEqual(DEFAULT_TEMPLATES.reminder);
    expect(isDefaultKind(v, 'reminder')).toBe(true);
  });

  it("shows the owner's saved values and texts", () => {
    const v = settingsToForm(row({ sms_on: true, reminder_lead_hours: 48, from_name: 'Lotus', reminder_sms: 'See you {weekday}!' }));
    expect(v).toMatchObject({ sms_on: true, reminder_lead_hours: '48', from_name: 'Lotus' });
    expect(v.templates.reminder.sms).toBe('See you {weekday}!');
    expect(v.templates.reminder.subject).toBe(DEFAULT_TEMPLATES.reminder.subject);
    expect(isDefaultKind(v, 'reminder')).toBe(false);
    expect(kindOption(v, 'reminder')).toBe('Reminder (your text)');
    expect(kindOption(v, 'cancellation')).toBe('Cancellation notice');
  });

  it('hands the repository every template column, and reset puts our texts back', () => {
    const edited = setTemplate(settingsToForm(null), 'update', 'subject', 'Moved: {date}');
    expect(formToInput(edited)).toMatchObject({ update_subject: 'Moved: {date}', update_body: DEFAULT_TEMPLATES.update.body, reminder_lead_hours: '24' });
    const reset = resetKind(edited, 'update');
    expect(reset.templates.update).toEqual(DEFAULT_TEMPLATES.update);
    expect(isDefaultKind(reset, 'update')).toBe(true);
    // The other kinds are left alone.
    expect(resetKind(setTemplate(edited, 'reminder', 'sms', 'Hi'), 'update').templates.reminder.sms).toBe('Hi');
  });

  it('finds problems as typed, and the kind to switch to on a refused save', () => {
    const v = setTemplate(settingsToForm(null), 'cancellation', 'sms', 'Bye {nam}');
    expect(liveProblem(v, 'cancellation', 'sms')).toMatch(/^Unknown placeholder \{nam\}/);
    expect(liveProblem(v, 'cancellation', 'body')).toBeNull();
    expect(kindOption(v, 'cancellation')).toBe('Cancellation notice (needs a fix)');
    const problems = formProblems({ ...v, reply_to: 'nope' });
    expect(Object.keys(problems).sort()).toEqual(['cancellation_sms', 'reply_to']);
    expect(firstKindWithProblem(problems)).toBe('cancellation');
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
