// The first-run checklist: six steps from an empty salon to one that customers can
// book and Sarah can answer for. Each ticks itself from the rows on the device (the rules are
// src/domain/setup-checklist.ts); loaded with the Overview only while a step is open.
import { Link } from 'react-router-dom';
import { SETUP_STEPS, stepsDone, type SetupProgress, type SetupStep } from '../../domain/setup-checklist';
import { Button } from '../../ui';
import './setup-checklist.css';

interface StepText {
  title: string;
  /** What makes the step done, in the owner's words. */
  detail: string;
  to: string;
  link: string;
}

export const STEP_TEXTS: Record<SetupStep, StepText> = {
  profile: {
    title: 'Add your address and business hours',
    detail: 'Customers and Sarah tell people where you are and when you are open.',
    to: '/dashboard/profile#basic-information',
    link: 'Open Salon Profile',
  },
  services: {
    title: 'Add the services you offer',
    detail: 'At least one service with its price and duration.',
    to: '/dashboard/profile#services',
    link: 'Add services',
  },
  staff: {
    title: 'Add your staff and the services each one does',
    detail: 'At least one active member with a service ticked.',
    to: '/dashboard/staff',
    link: 'Open Staff Management',
  },
  shifts: {
    title: 'Schedule shifts',
    detail: 'Someone works today or later, so there are times to book.',
    to: '/dashboard/schedule',
    link: 'Open Staff Schedule',
  },
  online: {
    title: 'Turn on online booking',
    detail: 'Your booking page takes appointments while you work.',
    to: '/dashboard/profile#online-booking',
    link: 'Set up online booking',
  },
  sarah: {
    title: 'Connect Sarah to an AI provider',
    detail: 'Done when this device has an AI provider key. The key stays on this device, so each of your devices needs its own.',
    to: '/dashboard/ai-chat',
    link: 'Open AI Chat Test',
  },
};

interface Props {
  progress: SetupProgress;
  onHide(): void;
}

export function SetupChecklist({ progress, onHide }: Props) {
  const done = stepsDone(progress);
  return (
    <section className="card setup" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="setup__head">
        <div>
          <h2 id="setup-title" className="card__title">
            Get your salon ready
          </h2>
          <p className="setup__count muted" data-testid="setup-count">
            {done} of {SETUP_STEPS.length} done
          </p>
        </div>
        <Button variant="secondary" onClick={onHide}>
          Hide checklist
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
                  {text.title}
                  <span className="visually-hidden">{ok ? ' (done)' : ' (not done yet)'}</span>
                </strong>
                <span className="muted">{text.detail}</span>
              </span>
              <Link className="setup__link" to={text.to}>
                {ok ? 'Review' : text.link}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
