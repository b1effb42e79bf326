import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui';
import { persistenceText, usageText, type StorageFacts } from './storage-view';

/** How much room the salon's data takes on this device, and whether the browser may clear it. */
export function StorageSection({ facts }: { facts: StorageFacts | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <section className="card section-card" aria-labelledby="storage-title">
      <div className="section-card__head">
        <h2 id="storage-title" className="card__title">
          <Trans>Storage on this device</Trans>
        </h2>
      </div>
      {facts === undefined ? (
        <Spinner label={t`Checking storage...`} />
      ) : (
        <div className="storage">
          <p className={facts.usage === undefined ? 'storage__usage storage__usage--unknown' : 'storage__usage'} data-testid="storage-usage">
            {usageText(i18n, facts)}
          </p>
          <p className={facts.persisted ? 'storage__persist' : 'storage__persist storage__persist--warn'} data-testid="storage-persisted">
            {persistenceText(i18n, facts.persisted)}
          </p>
        </div>
      )}
    </section>
  );
}
