// The first-run checklist: six steps from an empty salon to one that customers can
// book and Sarah can answer for. Each ticks itself from the rows on the device (the rules are
// src/domain/setup-checklist.ts); loaded with the Overview only while a step is open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SETUP_STEPS, stepsDone, type SetupProgress, type SetupStep } from '../../domain/setup-checklist';
import { Button } from '../../ui';
import './setup-checklist.css';

interface StepText {
  title: MessageDescriptor;
  /** What makes the step done, in the owner's words. */
  detail: MessageDescriptor;
  to: string;
  link: MessageDescriptor;
}

export const STEP_TEXTS: Record<SetupStep, StepText> = {
  profile: {
    title: msg`Add your address and business hours`,
    detail: msg`Customers and Sarah tell people where you are and when you are open.`,
    to: '/dashboard/profile#basic-information',
    link: msg`Open Salon Profile`,
  },
  services: {
    title: msg`Add the services you offer`,
    detail: msg`At least one service with its price and duration.`,
    to: '/dashboard/profile#services',
    link: msg`Add services`,
  },
  staff: {
    title: msg`Add your staff and the services each one does`,
    detail: msg`At least one active member with a service ticked.`,
    to: '/dashboard/staff',
    link: msg`Open Staff Management`,
  },
  shifts: {
    title: msg`Schedule shifts`,
    detail: msg`Someone works today or later, so there are times to book.`,
    to: '/dashboard/schedule',
    link: msg`Open Staff Schedule`,
  },
  online: {
    title: msg`Turn on online booking`,
    detail: msg`Your booking page takes appointments while you work.`,
    to: '/dashboard/profile#online-booking',
    link: msg`Set up online booking`,
  },
  sarah: {
    title: msg`Connect Sarah to an AI provider`,
    detail: msg`Done when this device has an AI provider key. The key stays on this device, so each of your devices needs its own.`,
    to: '/dashboard/ai-chat',
    link: msg`Open AI Chat Test`,
  },
};

interface Props {
  progress: SetupProgress;
  onHide(): void;
}

export function SetupChecklist({ progress, onHide }: Props) {
  const { i18n } = useLingui();
  const done = stepsDone(progress);
  const total = SETUP_STEPS.length;
  return (
    <section className="card setup" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="setup__head">
        <div>
          <h2 id="setup-title" className="card__title">
            <Trans>Get your salon ready</Trans>
          </h2>
          <p className="setup__count muted" data-testid="setup-count">
            <Trans>
              {done} of {total} done
            </Trans>
          </p>
        </div>
        <Button variant="secondary" onClick={onHide}>
          <Trans>Hide checklist</Trans>
        </Button>
      </div>
      <ol className="setup__steps">
        {SETUP_STEPS.map((step) => {
          const text = STEP_TEXTS[step];
          const ok = progress[step];
          return (
            <li key={step} className={ok ? 'setup__step setup__step--done' : 'setup__step'} data-testid={`setup-${step}`} data-done={ok}>
              <span className="setup__mark" aria-hidden="true">
                {ok ? '✓' : ''}
              </span>
              <span className="setup__text">
                <strong>
                  {i18n._(text.title)}
                  <span className="visually-hidden"> {ok ? <Trans>(done)</Trans> : <Trans>(not done yet)</Trans>}</span>
                </strong>
                <span className="muted">{i18n._(text.detail)}</span>
              </span>
              <Link className="setup__link" to={text.to}>
                {ok ? <Trans>Review</Trans> : i18n._(text.link)}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
