import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WebhookUrls as Urls } from '../../../sync/remote/phone-client';
import { Button } from '../../ui';
import { useWebhookUrls } from './use-webhook-urls';

// Where each goes names Twilio's console as it reads (in English): the owner finds those words there.
const ROWS: { key: keyof Urls; label: MessageDescriptor; copy: MessageDescriptor; where: MessageDescriptor }[] = [
  {
    key: 'voice',
    label: msg`Voice URL`,
    copy: msg`Copy the voice url`,
    where: msg`Phone number → Voice configuration → "A call comes in" (Webhook, HTTP POST)`,
  },
  {
    key: 'status',
    label: msg`Status callback URL`,
    copy: msg`Copy the status callback url`,
    where: msg`Phone number → Voice configuration → "Call status changes"`,
  },
  {
    key: 'sms',
    label: msg`Messaging URL`,
    copy: msg`Copy the messaging url`,
    where: msg`Phone number → Messaging configuration → "A message comes in" (Webhook, HTTP POST)`,
  },
];

/** The three URLs the owner pastes into Twilio's console, each with a copy button. */
export function WebhookUrls({ fromTest }: { fromTest: Urls | null }) {
  const { t, i18n } = useLingui();
  const { urls, fromServer, copy } = useWebhookUrls(fromTest);
  const [copied, setCopied] = useState<{ key: keyof Urls; ok: boolean } | null>(null);
  return (
    <section className="card phone-webhooks" aria-labelledby="phone-webhooks-title">
      <h2 id="phone-webhooks-title" className="card__title">
        <Trans>Twilio webhook URLs</Trans>
      </h2>
      <p className="phone-webhooks__intro">
        <Trans>In the Twilio console, open your salon's number and paste each URL where it says. Calls and texts then reach Sarah.</Trans>
        {fromServer ? null : ` ${t`(Shown as this device reaches the server: the server could not be asked yet.)`}`}
      </p>
      <dl className="phone-webhooks__list">
        {ROWS.map((row) => (
          <div key={row.key} className="phone-webhooks__row">
            <dt>{i18n._(row.label)}</dt>
            <dd>
              <code className="phone-webhooks__url" data-testid={`webhook-${row.key}`}>
                {urls[row.key]}
              </code>
              <Button variant="secondary" aria-label={i18n._(row.copy)} onClick={() => void copy(urls[row.key]).then((ok) => setCopied({ key: row.key, ok }))}>
                {copied?.key === row.key && copied.ok ? t`Copied` : t`Copy`}
              </Button>
              <span className="phone-webhooks__where">{i18n._(row.where)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" role="status">
        {copied ? (copied.ok ? t`Copied to the clipboard.` : t`Could not copy: select the URL and copy it by hand.`) : ''}
      </p>
    </section>
  );
}
