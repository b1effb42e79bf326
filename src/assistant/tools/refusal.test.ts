// The repository refuses a detail a tool handed over (the customer's email, phone, name, a time):
// Sarah says it in the customer's language, not the repository's English; English stays as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { ANNA_PHONE, NOW, seedWorld, ZONE, type World } from '../../../tests/assistant/world';
import { parseCustomer } from '../../domain/back-office';
import { ValidationError } from '../../domain/errors';
import type { Language } from '../../domain/languages';
import type { SalonStore } from '../../domain/salon-store';
import { wordsIn } from '../words';
import { EN } from '../words/en';
import { createAppointmentTool } from './booking';
import { REFUSAL_TEXTS } from './refusal';
import { rescheduleAppointmentTool } from './reschedule';
import { newConversationState, type ToolContext } from './tool';

let world: World | undefined;
afterEach(async () => {
  await world?.db.delete();
  world = undefined;
});

const BAD_PHONE = '12';

function sarah(w: World, language: Language, store: SalonStore = w.store): ToolContext {
  const conversation = { ...newConversationState(), language, zone: ZONE };
  for (const phone of ['555-777-8888', ANNA_PHONE, BAD_PHONE]) conversation.phones.add(phone);
  return { store, now: () => new Date(NOW), conversation };
}

const booking = {
  customer_name: 'Eve Stone',
  customer_phone: '555-777-8888',
  service_name: 'Classic Manicure',
  appointment_date: '2026-03-27',
  appointment_time: '13:00',
};
const errorOf = (result: unknown) => (result as { error: string }).error;

describe('a booking the repository refuses', () => {
  it('names a bad email in Spanish', async () => {
    const w = (world = await seedWorld());
    const result = await createAppointmentTool.execute({ ...booking, customer_email: 'eve-at-example' }, sarah(w, 'es'));
    expect(errorOf(result)).toBe(wordsIn('es').REFUSED.email_invalid);
    expect(errorOf(result)).toMatch(/^Ese correo electrónico no es válido/);
    expect((await w.db.appointments.toArray()).filter((a) => a.appointment_date === '2026-03-27' && a.start_time === '13:00')).toEqual([]);
  });

  it('names a bad phone in Vietnamese for a visit of several services', async () => {
    const w = (world = await seedWorld());
    const args = { ...booking, customer_phone: BAD_PHONE, service_name: ['Classic Manicure', 'Spa Pedicure'] };
    const result = await createAppointmentTool.execute(args, sarah(w, 'vi'));
    expect(errorOf(result)).toBe(wordsIn('vi').REFUSED.phone_invalid);
    expect(errorOf(result)).toMatch(/^Số điện thoại này không hợp lệ/);
  });

  it('names a name that is too long in Vietnamese', async () => {
    const w = (world = await seedWorld());
    const result = await createAppointmentTool.execute({ ...booking, customer_name: 'Eve '.repeat(100) }, sarah(w, 'vi'));
    expect(errorOf(result)).toBe(wordsIn('vi').REFUSED.name_too_long);
  });

  it('keeps the English the customer saw in an English conversation', async () => {
    const w = (world = await seedWorld());
    const result = await createAppointmentTool.execute({ ...booking, customer_email: 'eve-at-example' }, sarah(w, 'en'));
    expect(errorOf(result)).toBe('Customer email must be a valid email address');
  });
});

describe('a move the repository refuses', () => {
  const move = { customer_phone: ANNA_PHONE, new_date: '2026-03-27', new_time: '15:00' };
  const refusing = (w: World, e: ValidationError): SalonStore => ({ ...w.store, move: () => Promise.reject(e) });

  it('says a refused time in Spanish', async () => {
    const w = (world = await seedWorld());
    const tc = sarah(w, 'es', refusing(w, new ValidationError('Please choose a time.', 'start')));
    const result = await rescheduleAppointmentTool.execute({ ...move, appointment_id: w.appt.annaUpcoming }, tc);
    expect(errorOf(result)).toBe('Por favor, elija una hora.');
  });

  it('says her apology in Vietnamese for a refusal she has no words for, and its English in English', async () => {
    const w = (world = await seedWorld());
    const odd = new ValidationError({ text: 'Invalid time "{value}": use HH:MM', values: { value: '25:00' } });
    const vi = await rescheduleAppointmentTool.execute({ ...move, appointment_id: w.appt.annaUpcoming }, sarah(w, 'vi', refusing(w, odd)));
    expect(errorOf(vi)).toBe(wordsIn('vi').RESCHEDULE_FAILED);
    const en = await rescheduleAppointmentTool.execute({ ...move, appointment_id: w.appt.annaUpcoming }, sarah(w, 'en', refusing(w, odd)));
    expect(errorOf(en)).toBe('Invalid time "25:00": use HH:MM');
  });
});

describe("Sarah's refusal entries", () => {
  it("are the domain's own texts, and English says each as the repository does", () => {
    const refused = (input: Parameters<typeof parseCustomer>[0]) => {
      try {
        parseCustomer(input);
      } catch (e) {
        if (e instanceof ValidationError) return e.text.text;
      }
      throw new Error('not refused');
    };
    const domain = [
      refused({ name: ' ', phone: '555-777-8888' }),
      refused({ name: 'x'.repeat(500), phone: '555-777-8888' }),
      refused({ name: 'Eve', phone: ' ' }),
      refused({ name: 'Eve', phone: '5'.repeat(60) }),
      refused({ name: 'Eve', phone: BAD_PHONE }),
      refused({ name: 'Eve', phone: '555-777-8888', email: `${'e'.repeat(400)}@example.com` }),
      refused({ name: 'Eve', phone: '555-777-8888', email: 'eve-at-example' }),
    ];
    for (const text of domain) expect(REFUSAL_TEXTS).toContain(text);
    const english = [...Object.values(EN.REFUSED), EN.NOT_A_DATE];
    expect([...english].sort()).toEqual([...REFUSAL_TEXTS].sort());
  });
});
