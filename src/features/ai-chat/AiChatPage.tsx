import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { hasApiKey, providerHost } from '../../assistant';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { Banner, Spinner } from '../../ui';
import { useAppointmentCount, usePhoneIntegration, useServices, useStaff } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { ActionLogPanel } from './ActionLogPanel';
import { ChatPanel } from './ChatPanel';
import { chatStatus } from './chat-view';
import { ConfigPanel } from './ConfigPanel';
import { DeviceProviderForm, ProviderSettings } from './ProviderSettings';
import { ServerModelForm } from './ServerModelForm';
import { SampleInteractions } from './SampleInteractions';
import { useAiChat } from './use-ai-chat';
import { useProviderReach } from './use-provider-reach';
import { useProviderSettings } from './use-provider-settings';
import { useSalonToday } from './use-salon-today';
import { useSarahHome } from './use-sarah-home';
import { useSarahModel } from './use-sarah-model';
import { UpcomingAppointments } from './UpcomingAppointments';
import { useUpcomingAppointments } from './use-upcoming-appointments';
import './ai-chat.css';

/** AI Chat Test (docs/behaviour.md#ai-chat-test): the owner plays a customer against the real assistant and real data. */
export function AiChatPage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const services = useServices(salonId);
  const staff = useStaff(salonId);
  const provider = useProviderSettings();
  // Sarah runs on the server (the salon's model saved there) unless this device runs her.
  const { home, setOnDevice } = useSarahHome();
  const onServer = home === 'server';
  const server = useSarahModel(onServer);
  const keyMissing = provider.settings !== undefined && !hasApiKey(provider.settings);
  const agent = usePhoneIntegration(salonId)?.agent;
  const keyReady = onServer || (provider.settings !== undefined && !keyMissing);
  const chat = useAiChat(salonId, salon?.name ?? '', provider.current, keyReady, agent?.greeting, home);
  const today = useSalonToday(salon?.time_zone);
  const upcoming = useUpcomingAppointments(salonId, today, chat.refresh, useDisplayLocale(salon?.time_zone));
  const appointmentCount = useAppointmentCount(salonId, chat.refresh);
  const [input, setInput] = useState('');
  // On the server the key is the server's business (the salon's saved one, or its own default).
  const keySet = home === undefined ? undefined : onServer ? true : provider.settings === undefined ? undefined : !keyMissing;
  const deviceReach = useProviderReach(provider.settings, home === 'device' && keySet === true);
  const reach = onServer ? server : deviceReach;
  // A reply that failed may mean the host went away since the last check: ask it again.
  const { recheck } = reach;
  useEffect(() => {
    if (chat.failure) recheck();
  }, [chat.failure, recheck]);

  if (salon === undefined) return <Spinner />;

  const status = chatStatus({
    serviceCount: services?.length,
    keySet: chat.hasClient ? keySet : undefined,
    host: onServer ? server.host : providerHost(provider.settings?.baseURL ?? ''),
    reach: reach.reach,
  });
  const ready = status.canType;
  const keyHint = t`Set the key in Provider settings below, or as VITE_OPENAI_API_KEY in your .env file.`;

  const send = () => {
    const text = input;
    setInput('');
    void chat.send(text);
  };

  return (
    <div className="page ai-chat-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>AI Assistant Testing</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Test your AI assistant with real appointment booking capabilities</Trans>
        </p>
      </header>

      {salon === null ? (
        <Banner tone="info">
          <Trans>No Salon Found. Please set up your salon profile first to test the AI assistant.</Trans>
        </Banner>
      ) : (
        <>
          {status.phase === 'not_configured' ? (
            <Banner tone="info">
              <strong>
                <Trans>Sarah needs an AI provider key on this device.</Trans>
              </strong>{' '}
              <span className="ai-banner__hint">{keyHint}</span>
            </Banner>
          ) : null}
          {/* The product's banner, where it is true: the provider refused the key. */}
          {status.phase === 'refused' ? <KeyBanner text={t`Failed to initialize AI Assistant. Please check your OpenAI API key.`} hint={keyHint} /> : null}
          {chat.failure?.hint ? <KeyBanner text={chat.failure.text} hint={onServer ? t`Set the model in Provider settings below.` : keyHint} /> : null}
          {chat.failure && !chat.failure.hint ? <Banner tone="error">{chat.failure.text}</Banner> : null}
          <div className="ai-chat-page__grid">
            <div className="ai-chat-page__main">
              <ChatPanel
                salonName={salon.name}
                ready={ready}
                status={status}
                processing={chat.processing}
                messages={chat.messages}
                input={input}
                onInput={setInput}
                onSend={send}
                onResetAi={chat.resetAi}
                onClearChat={chat.clearChat}
              />
              <UpcomingAppointments rows={upcoming} />
              {home ? (
                <ProviderSettings home={home} onHome={setOnDevice}>
                  {onServer ? (
                    <ServerModelForm
                      status={server.status}
                      unknown={server.reach.kind === 'unreachable' ? server.reach.reason : null}
                      onSave={server.save}
                      onClear={server.clear}
                    />
                  ) : provider.settings ? (
                    <DeviceProviderForm settings={provider.settings} onSave={provider.save} />
                  ) : null}
                </ProviderSettings>
              ) : null}
            </div>
            <div className="ai-chat-page__side">
              <ActionLogPanel log={chat.log} />
              <ConfigPanel
                model={onServer ? (server.status === undefined ? '…' : (server.status?.model ?? t`the server’s default`)) : (provider.settings?.model ?? '…')}
                services={services?.length}
                staff={staff?.length}
                appointments={appointmentCount}
                status={status.word}
              />
              <SampleInteractions serviceNames={(services ?? []).map((s) => s.name)} onPick={setInput} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** Each failure banner comes with where to set the key. */
function KeyBanner({ text, hint }: { text: string; hint: string }) {
  return (
    <Banner tone="error">
      <strong>{text}</strong> <span className="ai-banner__hint">{hint}</span>
    </Banner>
  );
}
