import { Link } from 'react-router-dom';
import { useStorageWarning } from './use-storage-warning';
import './storage-warning.css';

/** Under the top bar, on every screen, once the device's storage is nearly full. */
export function StorageWarning() {
  const warning = useStorageWarning();
  if (!warning) return null;
  return (
    <div className="storage-warning" role="alert" data-testid="storage-warning">
      <p>{warning}</p>
      <Link to="/dashboard/profile#storage">See storage</Link>
    </div>
  );
}
