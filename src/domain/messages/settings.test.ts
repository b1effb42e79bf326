import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { MESSAGE_KINDS } from '../tables/messages';
import { DEFAULT_MESSAGE_SETTINGS, messageSettingsProblems, parseMessageSettings, type MessageSettingsInput } from './settings';
import { DEFAULT_TEMPLATES } from './templates';
import { VIETNAMESE_TEMPLATES } from './templates-translated';

const input = (over: Partial<MessageSettingsInput> = {}): MessageSettingsInput => ({ ...DEFAULT_MESSAGE_SETTINGS, ...over });

describe('message settings defaults', () => {
  it('every kind on, texts off, 24 hours, names and templates from the salon and our texts', () => {
    expect(DEFAULT_MESSAGE_SETTINGS).toMatchObject({
      confirmation_on: true,
      update_on: true,
      cancellation_on: true,
      reminder_on: true,
      sms_on: false,
      reminder_lead_hours: 24,
      from_name: null,
      reply_to: null,
    });
    for (const k of MESSAGE_KINDS)
      expect([DEFAULT_MESSAGE_SETTINGS[`${k}_subject`], DEFAULT_MESSAGE_SETTINGS[`${k}_body`], DEFAULT_MESSAGE_SETTINGS[`${k}_sms`]]).toEqual([
        null,
        null,
        null,
      ]);
  });
});

describe('parseMessageSettings', () => {
  it('takes typed hours, trims names and stores blanks as null', () => {
    const clean = parseMessageSettings(input({ reminder_lead_hours: ' 48 ', from_name: '  Lotus Nails ', reply_to: '  ', sms_on: true }));
    expect(clean).toMatchObject({ reminder_lead_hours: 48, from_name: 'Lotus Nails', reply_to: null, sms_on: true });
  });

  it.each([
    ['0', 'Reminder lead time must be a whole number of hours from 1 to 168'],
    ['169', 'Reminder lead time must be a whole number of hours from 1 to 168'],
    ['2.5', 'Reminder lead time must be a whole number of hours from 1 to 168'],
    ['', 'Reminder lead time must be a whole number of hours from 1 to 168'],
    ['soon', 'Reminder lead time must be a whole number of hours from 1 to 168'],
  ])('refuses a lead time of %j', (hours, message) => {
    expect(() => parseMessageSettings(input({ reminder_lead_hours: hours }))).toThrow(new ValidationError(message, 'reminder_lead_hours'));
  });

  it('accepts the ends of the lead time range', () => {
    expect(parseMessageSettings(input({ reminder_lead_hours: 1 })).reminder_lead_hours).toBe(1);
    expect(parseMessageSettings(input({ reminder_lead_hours: '168' })).reminder_lead_hours).toBe(168);
  });

  it('holds the from name and reply-to to the registry limits and a valid address', () => {
    expect(parseMessageSettings(input({ from_name: 'x'.repeat(80) })).from_name).toHaveLength(80);
    expect(() => parseMessageSettings(input({ from_name: 'x'.repeat(81) }))).toThrow('From name is too long (at most 80 characters)');
    expect(() => parseMessageSettings(input({ from_name: 'Lotus\nBcc: a@b.c' }))).toThrow('From name must be on one line');
    expect(() => parseMessageSettings(input({ reply_to: 'not an address' }))).toThrow('Reply-to address must be a valid email address');
    const long = `${'a'.repeat(310)}@example.com`;
    expect(() => parseMessageSettings(input({ reply_to: long }))).toThrow('Reply-to address is too long (at most 320 characters)');
    expect(parseMessageSettings(input({ reply_to: ' desk@lotus.example ' })).reply_to).toBe('desk@lotus.example');
  });

  it('stores our own text as null (the default) and the owner text as written', () => {
    const own = 'Hi {customer_name}, see you {weekday} at {time}!';
    const clean = parseMessageSettings(input({ reminder_sms: own, confirmation_subject: DEFAULT_TEMPLATES.confirmation.subject }));
    expect(clean.reminder_sms).toBe(own);
    expect(clean.confirmation_subject).toBeNull();
  });

  it('holds a Spanish or Vietnamese template to the same checks; ours in that language is stored as null', () => {
    const clean = parseMessageSettings(
      input({ reminder_sms_es: 'Hola {customer_name}, le esperamos el {weekday}.', confirmation_subject_vi: VIETNAMESE_TEMPLATES.confirmation.subject }),
    );
    expect(clean.reminder_sms_es).toBe('Hola {customer_name}, le esperamos el {weekday}.');
    expect(clean.confirmation_subject_vi).toBeNull();
    // English's default in a Spanish field is the owner's choice, kept as written.
    expect(parseMessageSettings(input({ update_subject_es: DEFAULT_TEMPLATES.update.subject })).update_subject_es).toBe(DEFAULT_TEMPLATES.update.subject);
    expect(() => parseMessageSettings(input({ update_sms_vi: 'Hẹn {gio}' }))).toThrow(expect.objectContaining({ field: 'update_sms_vi' }));
    expect(() => parseMessageSettings(input({ cancellation_sms_es: 'x'.repeat(641) }))).toThrow(expect.objectContaining({ field: 'cancellation_sms_es' }));
  });

  it('refuses a template the editor would refuse, naming its column', () => {
    expect(() => parseMessageSettings(input({ update_sms: 'See you at {tiem}' }))).toThrow(
      expect.objectContaining({ name: 'ValidationError', field: 'update_sms', message: expect.stringContaining('Unknown placeholder {tiem}') }),
    );
    expect(() => parseMessageSettings(input({ cancellation_subject: '   ' }))).toThrow(expect.objectContaining({ field: 'cancellation_subject' }));
    expect(() => parseMessageSettings(input({ reminder_body: 'x'.repeat(4001) }))).toThrow(expect.objectContaining({ field: 'reminder_body' }));
  });
});

describe('messageSettingsProblems', () => {
  it('lists every bad field at once, and nothing for good input', () => {
    expect(messageSettingsProblems(input())).toEqual({});
    const problems = messageSettingsProblems(input({ reminder_lead_hours: '0', reply_to: 'nope', confirmation_sms: '{oops' }));
    expect(Object.keys(problems).sort()).toEqual(['confirmation_sms', 'reminder_lead_hours', 'reply_to']);
    expect(problems.confirmation_sms).toMatch(/never closes it/);
  });
});
