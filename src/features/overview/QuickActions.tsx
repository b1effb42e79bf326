import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { Button, Icon, type IconName } from '../../ui';

const ACTIONS: { label: MessageDescriptor; to: string; icon: IconName }[] = [
  { label: msg`New appointment`, to: '/dashboard/appointments?new=1', icon: 'appointments' },
  { label: msg`Add staff`, to: '/dashboard/staff', icon: 'staff' },
  { label: msg`Edit schedule`, to: '/dashboard/schedule', icon: 'schedule' },
  { label: msg`Test AI receptionist`, to: '/dashboard/ai-chat', icon: 'chat' },
];

export function QuickActions() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <section className="card overview-panel" aria-labelledby="quick-title">
      <h2 id="quick-title" className="card__title">
        <Trans>Quick Actions</Trans>
      </h2>
      <div className="quick-actions">
        {ACTIONS.map((a) => (
          <Button key={a.to} variant="secondary" onClick={() => navigate(a.to)}>
            <Icon name={a.icon} /> {i18n._(a.label)}
          </Button>
        ))}
      </div>
    </section>
  );
}
