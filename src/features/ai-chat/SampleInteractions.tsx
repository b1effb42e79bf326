import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { sampleInteractions } from './chat-view';

/** Eight example sentences; a click puts one in the input for the owner to send or edit. */
export function SampleInteractions({ serviceNames, onPick }: { serviceNames: string[]; onPick(text: string): void }) {
  // The samples read the active language: this re-renders them when it changes.
  useLingui();
  const titleId = useId();
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <Trans>Sample Customer Interactions</Trans>
      </h2>
      <ul className="ai-samples">
        {sampleInteractions(serviceNames).map((s) => (
          <li key={s.topic}>
            <button type="button" className="ai-sample" onClick={() => onPick(s.text)}>
              <span className="ai-sample__topic">{s.topic}</span>
              <span className="ai-sample__text">{s.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
