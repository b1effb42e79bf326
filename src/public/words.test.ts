import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { i18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_LIMITS } from './book-view';
import { categoryTitle, failureText, formatDuration, noTimesSentence, pageDescription, pageTitle, problemText, serverText } from './words';

// The Spanish catalog, compiled as the build's loader does (the unit tests run none).
async function spanish() {
  const config = getConfig({ cwd: process.cwd(), skipValidation: true });
  const catalog = (await getCatalogs(config)).find((c) => c.path.endsWith('/public'))!;
  const es = ((await catalog.readAll()) as Record<string, Record<string, { translation?: string }>>).es;
  i18n.load('es', Object.fromEntries(Object.entries(es).map(([id, e]) => [id, compileMessageOrThrow(e.translation ?? '')])));
}

afterEach(() => i18n.activate('en'));

describe('the pages’ sentences', () => {
  it('say why a day has no times, the form’s problems and durations, in English as before', () => {
    expect(noTimesSentence('closed')).toBe('The salon is closed that day.');
    expect(noTimesSentence(null)).toMatch(/^No free times/);
    expect([45, 60, 90].map(formatDuration)).toEqual(['45 min', '1 hr', '1 hr 30 min']);
    expect([categoryTitle('Manicure', false), categoryTitle(null, false), categoryTitle(null, true)]).toEqual(['Manicure', 'Other services', 'Services']);
    expect(problemText('name_too_long')).toBe(`Your name must be at most ${CUSTOMER_LIMITS.name} characters`);
    expect(problemText('email_invalid')).toBe('Please enter a valid email address, or leave it empty');
  });

  it('say the server’s refusals, those with the salon’s notice and phone too, and keep one they do not know', () => {
    expect(serverText("Please choose one of the salon's services.")).toBe("Please choose one of the salon's services.");
    const refusal = 'Online cancellation closes 2 hours before the appointment. Please call the salon at +1 555 010 0100 to cancel.';
    expect(serverText(refusal)).toBe(refusal);
    expect(serverText('Something new.')).toBe('Something new.');
    expect(failureText({ status: 0, message: null })).toMatch(/^We could not reach/);
    expect(failureText({ status: 404, message: 'This booking page does not exist.' }, true)).toMatch(/^This booking page is not open/);
    expect(failureText({ status: 404, message: null })).toBe('This link has expired or is not valid.');
  });

  it('say them in Spanish once its catalog is in', async () => {
    await spanish();
    i18n.activate('es');
    expect(noTimesSentence('closed')).toBe('El salón está cerrado ese día.');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(serverText('Online changes close 1 hour before the appointment. Please call the salon to change it.')).toBe(
      'Los cambios en línea cierran 1 hora antes de la cita. Llame al salón para cambiarla.',
    );
    expect(serverText('Please enter your name.')).toBe('Escriba su nombre.');
  });

  it('give the title and description: book.html’s English, another language’s own', async () => {
    const html = readFileSync('book.html', 'utf8');
    expect(html).toContain(`<title>${pageTitle()}</title>`);
    expect(html).toContain(`<meta name="description" content="${pageDescription()}" />`);
    await spanish();
    i18n.activate('es');
    expect(pageTitle()).toBe('Reservar una cita');
    expect(pageDescription()).toMatch(/^Reserve .*en línea/);
  });
});
