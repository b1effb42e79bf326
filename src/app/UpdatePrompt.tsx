import { Button } from '../ui';
import { usePwaStore } from './pwa';

/** The "New version — Reload" toast: the owner decides when, so no half-filled form is lost. */
export function UpdatePrompt() {
  const { needRefresh, reload, dismiss } = usePwaStore();
  if (!needRefresh) return null;
  return (
    <div className="update-toast" role="status">
      <span>New version available</span>
      <Button onClick={reload}>Reload</Button>
      <Button variant="ghost" onClick={dismiss}>
        Later
      </Button>
    </div>
  );
}
