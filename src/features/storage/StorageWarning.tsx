import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { domainText } from '../../i18n/domain-texts';
import { useStorageWarning } from './use-storage-warning';
import './storage-warning.css';

/** Under the top bar, on every screen, once the device's storage is nearly full. */
export function StorageWarning() {
  const { i18n } = useLingui();
  const warning = useStorageWarning();
  if (!warning) return null;
  return (
    <div className="storage-warning" role="alert" data-testid="storage-warning">
      <p>{domainText(i18n, warning)}</p>
      <Link to="/dashboard/profile#storage">
        <Trans>See storage</Trans>
      </Link>
    </div>
  );
}
