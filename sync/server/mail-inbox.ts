// The catcher's inbox over HTTP: /mail/api/messages as JSON (GET lists, DELETE clears)
// and /mail/ as a plain page, like Mailpit's UI at a much smaller size. Mail and text messages
// share the list; each says its channel. Only served when the local catcher runs, i.e. never
// with a real SMTP server. It lists every salon's mail, password-reset links included, so it
// answers only this computer: a loopback peer that named a loopback host, and no CORS
// headers, since the page reads its list from its own origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostHeaderName, isLoopbackAddress, isLoopbackName } from './loopback';
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

/** A sentence as plain text, without the API's CORS headers (http-util's sendJson adds them). */
function say(res: ServerResponse, status: number, sentence: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${sentence}\n`);
}

/**
 * Why this request may not see the inbox, or null. Another computer is refused by its address;
 * a web page on this computer that reached us through a name of its own (DNS rebinding, where
 * the page's origin would be that name) is refused by the Host header.
 */
function refusal(req: IncomingMessage): string | null {
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    return "The mail inbox is shown only on the computer running the backend: it holds every salon's mail, password-reset links included.";
  }
  const name = hostHeaderName(req.headers.host);
  if (!name || !isLoopbackName(name)) return 'The mail inbox answers only at a loopback address, such as http://127.0.0.1 or http://localhost.';
  return null;
}

/** Answers any request under /mail (the gateway sends only those here); true: all of /mail is the inbox's. */
export function serveInbox(catcher: MailCatcher, req: IncomingMessage, res: ServerResponse, url: URL): true {
  const refused = refusal(req);
  if (refused) say(res, 403, refused);
  else if (url.pathname === '/mail/api/messages') {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(catcher.messages()));
    } else if (req.method === 'DELETE') {
      catcher.clear();
      res.writeHead(204).end();
    } else say(res, 405, 'Use GET to read the messages or DELETE to empty the inbox.', { allow: 'GET, DELETE' });
  } else if (url.pathname === '/mail' || url.pathname === '/mail/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(catcher.messages()));
  } else say(res, 404, 'The mail inbox is at /mail/ and its messages at /mail/api/messages.');
  return true;
}
