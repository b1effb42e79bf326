// The auth service's mails, in the product's voice. Plain text first; the HTML says the same.
import type { OutgoingMail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function recoveryMail(to: string, link: string): OutgoingMail {
  const text = [
    'Someone asked to reset the password of your Salon Desk account.',
    '',
    `Choose a new password within the next hour: ${link}`,
    '',
    "If it wasn't you, ignore this mail: your password stays as it is.",
  ].join('\n');
  const html =
    '<p>Someone asked to reset the password of your Salon Desk account.</p>' +
    `<p><a href="${escape(link)}">Choose a new password</a> within the next hour.</p>` +
    "<p>If it wasn't you, ignore this mail: your password stays as it is.</p>";
  return { to, subject: 'Reset your Salon Desk password', text, html, fromName: 'Salon Desk' };
}
