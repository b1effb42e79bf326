// "Y" to the salon's number: the number's next pending appointment, with the
// pending rows of its visit, is confirmed, and the owner is told (notification 'confirmed'), in one
// sarah_write: the push's own checks, devices get both by pull, and a confirmation never lands
// without its notification. The write names the salon's version read before the appointments: if
// the owner cancelled or moved one meanwhile, it is refused and read again, so a "Y" never brings
// back an appointment the owner cancelled. The notification's id comes from the text's MessageSid:
// the same text handled again writes the same row, never a second one.
import { v5 as uuidv5 } from 'uuid';
import { todayIn } from '../../../src/domain/dates';
import { SALON_DESK_NAMESPACE } from '../../../src/domain/ids';
import { bodyPartsText, notificationOf, type NotificationWords } from '../../../src/domain/notification-parts';
import { oneOf, type SalonStore } from '../../../src/domain/salon-store';
import type { Appointment, Salon } from '../../../src/domain/types';
import type { Rpc } from '../sarah/sarah-reads';
import type { Mutation } from '../sarah/sarah-calls';

export const confirmedNotificationId = (salonId: string, messageSid: string): string => uuidv5(`sms_confirmed:${salonId}|${messageSid}`, SALON_DESK_NAMESPACE);

/** The words of the owner's notification: what was confirmed, and how (kind 'confirmed'), from its parts. */
async function confirmedWords(store: SalonStore, a: Appointment): Promise<NotificationWords> {
  const [service, customer, staff] = await Promise.all([
    oneOf(store.services([a.service_id])),
    oneOf(store.customers([a.customer_id])),
    oneOf(store.staff([a.staff_id])),
  ]);
  const facts = { service: service?.name ?? null, customer: customer?.name ?? null, staff: staff?.name ?? null, date: a.appointment_date, start: a.start_time };
  return notificationOf({ about: 'booking', appt: facts, note: 'by_text' });
}

/** Confirms the number's next pending appointment; null when none is pending. */
export async function confirmNext(
  rpc: Rpc,
  store: SalonStore,
  salon: Salon,
  key: string,
  sms: { sid: string; from: string },
  now: Date,
): Promise<Appointment | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { version } = await rpc<{ version: number | null }>('sarah_salon', { p_salon: store.salonId });
    const customers = await store.customersWithKey(key);
    if (customers.length === 0) return null;
    const upcoming = await store.upcomingOf(
      customers.map((c) => c.id),
      todayIn(salon.time_zone, now).date,
    );
    const next = upcoming.find((a) => a.status === 'pending' && !a.deleted);
    if (!next) return null;
    const rows = upcoming.filter((a) => a.status === 'pending' && !a.deleted && (a.id === next.id || (next.visit_id && a.visit_id === next.visit_id)));
    const mutations: Mutation[] = rows.map((a) => ({ table: 'appointments', op: 'patch', row_id: a.id, fields: { status: 'confirmed' } }));
    const id = confirmedNotificationId(store.salonId, sms.sid);
    const confirmed = await confirmedWords(store, next);
    mutations.push({
      table: 'notifications',
      op: 'put',
      row_id: id,
      fields: {
        id,
        salon_id: store.salonId,
        kind: confirmed.kind,
        source: 'server',
        title: confirmed.title,
        body: confirmed.body,
        body_parts: bodyPartsText(confirmed.parts),
        appointment_id: next.id,
        call_id: null,
        phone: sms.from.slice(0, 40),
        at: now.toISOString(),
        read: false,
        deleted: false,
      },
    });
    const written = await rpc<{ status: string }>('sarah_write', { p_salon: store.salonId, p_seen_version: version, p_mutations: mutations });
    if (written.status === 'written') return next;
    if (written.status !== 'stale') throw new Error(`sarah_write answered ${written.status}`);
  }
  throw new Error('the salon kept changing; the text is answered when Twilio retries it');
}
