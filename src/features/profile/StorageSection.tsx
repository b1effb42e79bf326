import { Spinner } from '../../ui';
import { persistenceText, usageText, type StorageFacts } from './storage-view';

/** How much room the salon's data takes on this device, and whether the browser may clear it. */
export function StorageSection({ facts }: { facts: StorageFacts | undefined }) {
  return (
    <section className="card section-card" aria-labelledby="storage-title">
      <div className="section-card__head">
        <h2 id="storage-title" className="card__title">
          Storage on this device
        </h2>
      </div>
      {facts === undefined ? (
        <Spinner label="Checking storage..." />
      ) : (
        <div className="storage">
          <p className={facts.usage === undefined ? 'storage__usage storage__usage--unknown' : 'storage__usage'} data-testid="storage-usage">
            {usageText(facts)}
          </p>
          <p className={facts.persisted ? 'storage__persist' : 'storage__persist storage__persist--warn'} data-testid="storage-persisted">
            {persistenceText(facts.persisted)}
          </p>
        </div>
      )}
    </section>
  );
}
