import { useState } from 'react';
import type { WebhookUrls as Urls } from '../../../sync/remote/phone-client';
import { Button } from '../../ui';
import { useWebhookUrls } from './use-webhook-urls';

const ROWS: { key: keyof Urls; label: string; where: string }[] = [
  { key: 'voice', label: 'Voice URL', where: 'Phone number → Voice configuration → "A call comes in" (Webhook, HTTP POST)' },
  { key: 'status', label: 'Status callback URL', where: 'Phone number → Voice configuration → "Call status changes"' },
  { key: 'sms', label: 'Messaging URL', where: 'Phone number → Messaging configuration → "A message comes in" (Webhook, HTTP POST)' },
];

/** The three URLs the owner pastes into Twilio's console, each with a copy button. */
export function WebhookUrls({ fromTest }: { fromTest: Urls | null }) {
  const { urls, fromServer, copy } = useWebhookUrls(fromTest);
  const [copied, setCopied] = useState<{ key: keyof Urls; ok: boolean } | null>(null);
  return (
    <section className="card phone-webhooks" aria-labelledby="phone-webhooks-title">
      <h2 id="phone-webhooks-title" className="card__title">
        Twilio webhook URLs
      </h2>
      <p className="phone-webhooks__intro">
        In the Twilio console, open your salon's number and paste each URL where it says. Calls and texts then reach Sarah.
        {fromServer ? null : ' (Shown as this device reaches the server: the server could not be asked yet.)'}
      </p>
      <dl className="phone-webhooks__list">
        {ROWS.map((row) => (
          <div key={row.key} className="phone-webhooks__row">
            <dt>{row.label}</dt>
            <dd>
              <code className="phone-webhooks__url" data-testid={`webhook-${row.key}`}>
                {urls[row.key]}
              </code>
              <Button
                variant="secondary"
                aria-label={`Copy the ${row.label.toLowerCase()}`}
                onClick={() => void copy(urls[row.key]).then((ok) => setCopied({ key: row.key, ok }))}
              >
                {copied?.key === row.key && copied.ok ? 'Copied' : 'Copy'}
              </Button>
              <span className="phone-webhooks__where">{row.where}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" role="status">
        {copied ? (copied.ok ? 'Copied to the clipboard.' : 'Could not copy: select the URL and copy it by hand.') : ''}
      </p>
    </section>
  );
}
