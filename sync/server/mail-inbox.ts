// The catcher's inbox over HTTP (issue 15): /mail/api/messages as JSON (GET lists, DELETE clears)
// and /mail/ as a plain page, like Mailpit's UI at a much smaller size. Mail and text messages
// share the list; each says its channel. Only served when the local catcher runs, i.e. never
// with a real SMTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-util';
import type { CaughtMessage, MailCatcher } from './mail-catcher';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: readonly CaughtMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<article><h2>${m.channel === 'sms' ? 'Text message' : escape(m.subject || '(no subject)')}</h2>` +
        `<p>To ${escape(m.to.join(', '))} · from ${escape(m.from)} · ${escape(m.received_at)}` +
        (m.attachments.length ? ` · ${m.attachments.map((a) => escape(a.filename ?? a.contentType)).join(', ')}` : '') +
        `</p><pre>${escape(m.text)}</pre></article>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Salon Desk · Mail</title>' +
    '<style>body{font:15px system-ui;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>' +
    `<h1>Mail and text messages sent by the local backend</h1><p>${messages.length} message(s). JSON: <a href="/mail/api/messages">/mail/api/messages</a></p>${rows}</html>`
  );
}

/** Answers a /mail request; false when the path is not the inbox's. */
export function serveInbox(catcher: MailCatcher, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (url.pathname === '/mail/api/messages') {
    if (req.method === 'GET') sendJson(res, 200, catcher.messages());
    else if (req.method === 'DELETE') {
      catcher.clear();
      res.writeHead(204).end();
    } else sendJson(res, 405, { message: 'Use GET or DELETE' });
    return true;
  }
  if (url.pathname === '/mail' || url.pathname === '/mail/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(catcher.messages()));
    return true;
  }
  return false;
}
