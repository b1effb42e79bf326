import { useId, useState } from 'react';
import { buttonClass } from '../../ui';
import { FAQS } from './content';

export function Faq() {
  // One item open at a time, or none: opening another replaces it, clicking the open one closes it.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className="section section--tinted" id="faq" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <p className="eyebrow">FAQ</p>
        <h2 className="section__title" id="faq-title">
          Questions salon owners ask us
        </h2>
        <div className="faq">
          {FAQS.map((item, i) => {
            const open = openIndex === i;
            const panelId = `${baseId}-panel-${i}`;
            return (
              <div key={item.question} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
                <h3 className="faq__q">
                  <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenIndex(open ? null : i)}>
                    <span>{item.question}</span>
                    <span className="faq__sign" aria-hidden="true">
                      {open ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                {open ? (
                  <div id={panelId} className="faq__a" role="region" aria-label={item.question}>
                    <p>{item.answer}</p>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className="section__cta">
          <p>Still have a question? Our team replies within 24 hours.</p>
          <a href="#contact" className={buttonClass('secondary')}>
            Contact Support
          </a>
        </div>
      </div>
    </section>
  );
}
