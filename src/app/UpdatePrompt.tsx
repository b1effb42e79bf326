import { usePwaStore } from './pwa';

/** The "New version — Reload" toast. */
export function UpdatePrompt() {
  const { needRefresh, reload, dismiss } = usePwaStore();
  if (!needRefresh) return null;
  return (
    <div className="update-toast" role="status">
      <span>New version available</span>
      <button type="button" className="btn btn-primary" onClick={reload}>
        Reload
      </button>
      <button type="button" className="btn btn-ghost" onClick={dismiss} aria-label="Dismiss">
        Later
      </button>
    </div>
  );
}
