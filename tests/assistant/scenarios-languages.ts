// Conversations in Spanish and Vietnamese: Sarah's own words (tool answers, refusals) come in the
// customer's language, the model is told which one, the reply is in it, and a new client card
// keeps it. Seen from Wednesday 2026-03-25 10:00 in New York (world.ts).
import assert from 'node:assert/strict';
import { detectLanguage } from '../../src/domain/language-detect';
import { call, lastToolResult, say, type ChatRequest, type Reply } from '../support/scripted-openai-server';
import { bookedAt, lastReply, resultOf, scenario } from './scenario';
import type { World } from './world';

const systemOf = (req: ChatRequest) => String(req.messages[0]?.content ?? '');

async function cardWithDigits(w: World, digits: string) {
  const cards = await w.db.customers.where('salon_id').equals(w.salonId).toArray();
  return cards.find((c) => c.phone.replace(/\D/g, '') === digits);
}

export const languageScenarios = [
  scenario({
    name: 'language: a booking in Spanish is answered in Spanish and the new card keeps it',
    messages: ['Hola, soy Lucía Gómez, 555 404 5555. Quiero una cita para una manicura clásica el viernes 2026-03-27 a las 11:00, por favor.'],
    script: () => [
      (req): Reply => {
        assert.match(systemOf(req), /This conversation is in Spanish/);
        // A US salon: she writes times as its messages do, in each language.
        assert.match(
          systemOf(req),
          /in English 2:30 PM, in Spanish 2:30 p\. ?m\., in Vietnamese 14:30\. On a call, say a Spanish time as it is said aloud: a las 2:30 de la tarde\./,
        );
        return call('create_appointment', {
          customer_name: 'Lucía Gómez',
          customer_phone: '555 404 5555',
          service_name: 'Classic Manicure',
          appointment_date: '2026-03-27',
          appointment_time: '11:00',
        });
      },
      (req): Reply => {
        assert.match(String(lastToolResult(req).message), /^Classic Manicure reservado para Lucía Gómez el viernes, 2026-03-27 a las 11:00 a\. ?m\. con /);
        return say('¡Listo, Lucía! Su manicura clásica quedó reservada para el viernes 27 de marzo a las 11:00 a.m. ¿Desea agregar arte de uñas?');
      },
    ],
    async check(w, run) {
      const [appt] = await bookedAt(w, '2026-03-27', '11:00', '5554045555');
      assert.ok(appt, 'no booking for Lucía at 11:00');
      assert.equal((await cardWithDigits(w, '5554045555'))?.language, 'es');
      assert.equal(detectLanguage(lastReply(run)), 'es');
    },
  }),
  scenario({
    name: 'language: in Vietnamese a closed day is refused in Vietnamese, then the booking is made',
    messages: [
      'Chào chị, tôi là Trần Mai, số điện thoại 555 505 6666. Tôi muốn đặt lịch làm móng Classic Manicure vào Chủ nhật 2026-03-29 lúc 10:00.',
      'Vậy thì thứ Bảy 2026-03-28 lúc 10:00 được không ạ?',
    ],
    script: () => [
      (req): Reply => {
        assert.match(systemOf(req), /This conversation is in Vietnamese/);
        return call('find_available_slots', { service_name: 'Classic Manicure', date: '2026-03-29' });
      },
      (req): Reply => {
        assert.equal(lastToolResult(req).error, 'Tiệm đóng cửa vào Chủ nhật hằng tuần. Quý khách vui lòng chọn ngày khác.');
        return say('Dạ, tiệm nghỉ Chủ nhật ạ. Quý khách muốn chọn ngày khác không ạ?');
      },
      call('create_appointment', {
        customer_name: 'Trần Mai',
        customer_phone: '555 505 6666',
        service_name: 'Classic Manicure',
        appointment_date: '2026-03-28',
        appointment_time: '10:00',
      }),
      (req): Reply => {
        assert.match(String(lastToolResult(req).message), /^Đã đặt Classic Manicure cho Trần Mai vào Thứ Bảy, 2026-03-28 lúc 10:00 với /);
        return say('Dạ xong rồi ạ! Chị Mai có lịch làm móng vào Thứ Bảy, ngày 28 tháng 3, lúc 10 giờ. Cảm ơn chị!');
      },
    ],
    async check(w, run) {
      assert.ok((await bookedAt(w, '2026-03-28', '10:00', '5555056666'))[0], 'no booking for Mai on Saturday');
      assert.equal((await bookedAt(w, '2026-03-29', '10:00', '5555056666')).length, 0);
      assert.equal((await cardWithDigits(w, '5555056666'))?.language, 'vi');
      assert.equal(detectLanguage(lastReply(run)), 'vi');
    },
    scripted: (_w, run) => assert.equal(resultOf(run, 'create_appointment').success, true),
  }),
  scenario({
    name: 'language: a customer who switches to English is answered in English, and a word like "ok" changes nothing',
    messages: ['Hola, ¿tienen horas libres para una pedicura el 2026-03-27?', 'ok', 'Sorry, can we do this in English? What times do you have that day?'],
    script: () => [
      call('find_available_slots', { service_name: 'Spa Pedicure', date: '2026-03-27' }),
      say('Sí, tenemos varias horas libres el viernes 27 de marzo. ¿Cuál le conviene?'),
      (req): Reply => {
        assert.match(systemOf(req), /This conversation is in Spanish/, '"ok" switched the language');
        return say('¿Qué hora prefiere?');
      },
      (req): Reply => {
        assert.doesNotMatch(systemOf(req), /This conversation is in/);
        return say('Of course! On Friday we have several free times for a spa pedicure. Which one would you like?');
      },
    ],
    async check(_w, run) {
      assert.equal(detectLanguage(lastReply(run)), 'en');
    },
  }),
];
