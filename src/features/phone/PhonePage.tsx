import { Trans, useLingui } from '@lingui/react/macro';
import { usePhoneIntegration } from '../../data';
import { homeCountry } from '../../domain/sms-countries';
import { Spinner } from '../../ui';
import { useCurrentSalon } from '../auth/use-current-salon';
import { AiPerformance } from '../overview/AiPerformance';
import { useNow } from '../overview/use-overview-data';
import { AgentConfigForm } from './AgentConfigForm';
import { PhoneSetupForm } from './PhoneSetupForm';
import { StatusCard } from './StatusCard';
import { TestCallPanel } from './TestCallPanel';
import { useConnectionTest } from './use-connection-test';
import { usePhoneWrites } from './use-phone-integration';
import { WebhookUrls } from './WebhookUrls';
import './phone.css';

export function PhonePage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  return (
    <div className="page phone-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Phone Integration</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Connect your phone line and configure your AI receptionist</Trans>
        </p>
      </header>
      {salon === undefined ? (
        <Spinner label={t`Loading phone settings...`} />
      ) : salon === null ? (
        <p className="card muted">
          <Trans>Your salon profile is being set up on this device.</Trans>
        </p>
      ) : (
        <PhoneScreen key={salon.id} salonId={salon.id} timeZone={salon.time_zone} home={homeCountry(salon)} />
      )}
    </div>
  );
}

function PhoneScreen({ salonId, timeZone, home }: { salonId: string; timeZone: string; home: string }) {
  const { t } = useLingui();
  const integration = usePhoneIntegration(salonId);
  const now = useNow();
  const { saveSetup, saveAgent } = usePhoneWrites(salonId);
  const test = useConnectionTest();
  // The forms take the saved values once, as their starting draft: wait until they are read.
  if (!integration) return <Spinner label={t`Loading phone settings...`} />;
  return (
    <>
      <StatusCard integration={integration} phase={test.phase} result={test.result} onTest={test.start} />
      {/* The spec's demo figures (47 calls, 97%, 1.2s, 23, $2,847, 4.9), computed from Sarah's calls. */}
      <AiPerformance id="phone-figures" title={t`Receptionist Performance`} salonId={salonId} timeZone={timeZone} now={now} />
      <div className="phone-page__forms">
        <PhoneSetupForm integration={integration} home={home} onSave={saveSetup} />
        <AgentConfigForm agent={integration.agent} onSave={saveAgent} />
      </div>
      {/* Where Twilio's console points, and a call to Sarah through it. */}
      <WebhookUrls fromTest={test.webhooks} />
      <TestCallPanel />
    </>
  );
}
