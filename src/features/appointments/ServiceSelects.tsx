import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../domain/money';
import type { Service } from '../../domain/types';
import { Button } from '../../ui';
import { MAX_VISIT_SERVICES, removeServiceLabel, serviceLabel } from './visit-view';

interface ServiceSelectsProps {
  /** What may be booked (hidden services left out). */
  bookable: readonly Service[];
  /** Whether the salon has services at all, for the hint when none is bookable. */
  anyService: boolean;
  /** One id per select, '' for "Select a service". */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The selects' ids start with it ('appt-new-service', 'appt-new-service-2'…). */
  idPrefix?: string;
  /** At most this many selects: 1 offers no "Add another service" (the details' Edit). */
  max?: number;
}

/**
 * The Service select of New Appointment, and the visit's further services: booked back
 * to back in this order. The first keeps its id and label, so one service reads as it always did.
 */
export function ServiceSelects({ bookable, anyService, selected, onChange, idPrefix = 'appt-new', max = MAX_VISIT_SERVICES }: ServiceSelectsProps) {
  const { t } = useLingui();
  const set = (index: number, id: string) => onChange(selected.map((s, i) => (i === index ? id : s)));
  return (
    <div className="appt-services">
      {selected.map((value, index) => {
        const id = index === 0 ? `${idPrefix}-service` : `${idPrefix}-service-${index + 1}`;
        return (
          <div key={index} className="field">
            <label className="field__label" htmlFor={id}>
              {serviceLabel(index)}
            </label>
            <div className={index === 0 ? undefined : 'appt-services__row'}>
              <select id={id} className="field__input" required value={value} onChange={(e) => set(index, e.target.value)}>
                <option value="">
                  <Trans>Select a service</Trans>
                </option>
                {bookable.map(({ id, name, price, duration }) => (
                  <option key={id} value={id}>
                    {name} — {formatPrice(price)} · {t`${duration} min`}
                  </option>
                ))}
              </select>
              {index === 0 ? null : (
                <Button variant="ghost" aria-label={removeServiceLabel(index)} onClick={() => onChange(selected.filter((_, i) => i !== index))}>
                  <Trans>Remove</Trans>
                </Button>
              )}
            </div>
            {index === 0 && bookable.length === 0 ? (
              <p className="field__hint">
                {anyService ? t`Every service is hidden: show one in Salon Profile first.` : t`Add services in Salon Profile first.`}
              </p>
            ) : null}
          </div>
        );
      })}
      {selected.length < max && bookable.length > 0 ? (
        <Button variant="secondary" className="appt-services__add" onClick={() => onChange([...selected, ''])}>
          <Trans>Add another service</Trans>
        </Button>
      ) : null}
    </div>
  );
}
