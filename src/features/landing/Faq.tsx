import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { buttonClass } from '../../ui';
import { FAQS } from './content';

export function Faq() {
  // One item open at a time, or none: opening another replaces it, clicking the open one closes it.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const { i18n } = useLingui();

  return (
    <section className="section section--tinted" id="faq" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <p className="eyebrow">
          <Trans>FAQ</Trans>
        </p>
        <h2 className="section__title" id="faq-title">
          <Trans>Questions salon owners ask us</Trans>
        </h2>
        <div className="faq">
          {FAQS.map((item, i) => {
            const open = openIndex === i;
            const panelId = `${baseId}-panel-${i}`;
            return (
              <div key={item.question.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
                <h3 className="faq__q">
                  <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenIndex(open ? null : i)}>
                    <span>{i18n._(item.question)}</span>
                    <span className="faq__sign" aria-hidden="true">
                      {open ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                {open ? (
                  <div id={panelId} className="faq__a" role="region" aria-label={i18n._(item.question)}>
                    <p>{i18n._(item.answer)}</p>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className="section__cta">
          <p>
            <Trans>Still have a question? Our team replies within 24 hours.</Trans>
          </p>
          <a href="#contact" className={buttonClass('secondary')}>
            <Trans>Contact Support</Trans>
          </a>
        </div>
      </div>
    </section>
  );
}
