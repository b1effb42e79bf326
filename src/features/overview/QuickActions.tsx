import { useNavigate } from 'react-router-dom';
import { Button, Icon, type IconName } from '../../ui';

const ACTIONS: { label: string; to: string; icon: IconName }[] = [
  { label: 'New appointment', to: '/dashboard/appointments?new=1', icon: 'appointments' },
  { label: 'Add staff', to: '/dashboard/staff', icon: 'staff' },
  { label: 'Edit schedule', to: '/dashboard/schedule', icon: 'schedule' },
  { label: 'Test AI receptionist', to: '/dashboard/ai-chat', icon: 'chat' },
];

export function QuickActions() {
  const navigate = useNavigate();
  return (
    <section className="card overview-panel" aria-labelledby="quick-title">
      <h2 id="quick-title" className="card__title">
        Quick Actions
      </h2>
      <div className="quick-actions">
        {ACTIONS.map((a) => (
          <Button key={a.to} variant="secondary" onClick={() => navigate(a.to)}>
            <Icon name={a.icon} /> {a.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
