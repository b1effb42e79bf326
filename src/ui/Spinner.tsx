import { Trans } from '@lingui/react/macro';

export interface SpinnerProps {
  /** What is loading; "Loading..." in the owner's language when not given. */
  label?: string;
  fullPage?: boolean;
}

export function Spinner({ label, fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label ?? <Trans>Loading...</Trans>}</span>
    </div>
  );
}
