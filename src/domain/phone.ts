// Phone integration setup (docs/behaviour.md#entities, docs/behaviour.md#phone-integration, docs/behaviour.md#limits): pure rules, no storage. The setup is simulated and
// local only; these rules decide what may be saved and what a stored value is read back as.

export const PHONE_PROVIDERS = [
  { value: 'twilio', label: 'Twilio' },
  { value: 'vonage', label: 'Vonage' },
  { value: 'callrail', label: 'CallRail' },
  { value: 'ringcentral', label: 'RingCentral' },
  { value: 'other', label: 'Other' },
] as const;
export type PhoneProvider = (typeof PHONE_PROVIDERS)[number]['value'];

export const AGENT_VOICES = [
  { value: 'sarah', label: 'Sarah' },
  { value: 'alex', label: 'Alex' },
  { value: 'emma', label: 'Emma' },
  { value: 'david', label: 'David' },
] as const;
export type AgentVoice = (typeof AGENT_VOICES)[number]['value'];

export const DEFAULT_GREETING = 'Thank you for calling! This is Sarah, your virtual receptionist. How can I help you today?';

/** What the form edits: raw strings, before validation. */
export interface PhoneSetupDraft {
  provider: string;
  apiKey: string;
  phoneNumber: string;
}

export interface PhoneSetup {
  provider: PhoneProvider;
  apiKey: string;
  phoneNumber: string;
}

export interface AgentConfig {
  voice: AgentVoice;
  greeting: string;
  bookings: boolean;
  pricing: boolean;
  hours: boolean;
  transfer: boolean;
  /** Where a call is transferred (the spec's Redirect Phone Number), E.164; null = nowhere to transfer to. */
  redirectPhone: string | null;
  /** A call's wall-clock cap in minutes: Sarah says goodbye when it is reached. */
  callCapMinutes: number;
}

export const DEFAULT_CALL_CAP_MINUTES = 10;
export const MIN_CALL_CAP_MINUTES = 1;
export const MAX_CALL_CAP_MINUTES = 60;

/** The product's defaults: bookings, pricing and hours on; transfer off. */
export const DEFAULT_AGENT: AgentConfig = {
  voice: 'sarah',
  greeting: DEFAULT_GREETING,
  bookings: true,
  pricing: true,
  hours: true,
  transfer: false,
  redirectPhone: null,
  callCapMinutes: DEFAULT_CALL_CAP_MINUTES,
};

/** Everything stored for one salon on this device. `isActive` is the product's flag. */
export interface PhoneIntegration {
  salonId: string;
  setup: PhoneSetup | null;
  isActive: boolean;
  agent: AgentConfig;
}

export const PHONE_MESSAGES = {
  provider: 'Please select a provider',
  apiKey: 'API key is required',
  phoneNumber: 'Redirect phone number is required',
  phoneNumberInvalid: 'Please enter a valid phone number',
  greeting: 'Greeting message is required',
} as const;

export type PhoneSetupErrors = Partial<Record<keyof PhoneSetupDraft, string>>;

const isProvider = (v: unknown): v is PhoneProvider => PHONE_PROVIDERS.some((p) => p.value === v);
const isVoice = (v: unknown): v is AgentVoice => AGENT_VOICES.some((p) => p.value === v);

/** Every problem of the draft at once, keyed by field; empty when it may be saved. */
export function validatePhoneSetup(draft: PhoneSetupDraft): PhoneSetupErrors {
  const errors: PhoneSetupErrors = {};
  if (!isProvider(draft.provider)) errors.provider = PHONE_MESSAGES.provider;
  // Twilio's secret is the auth token, kept on the server, never in this setup.
  if (!draft.apiKey.trim() && draft.provider !== 'twilio') errors.apiKey = PHONE_MESSAGES.apiKey;
  const phone = draft.phoneNumber.trim();
  // A number the calls are forwarded to: digits with the usual separators, 7 to 15 digits (E.164).
  const digits = phone.replace(/\D/g, '').length;
  if (!phone) errors.phoneNumber = PHONE_MESSAGES.phoneNumber;
  else if (!/^\+?[\d\s().-]+$/.test(phone) || digits < 7 || digits > 15) errors.phoneNumber = PHONE_MESSAGES.phoneNumberInvalid;
  return errors;
}

/** The draft as stored, trimmed; null when it is not valid. */
export function parsePhoneSetup(draft: PhoneSetupDraft): PhoneSetup | null {
  if (Object.keys(validatePhoneSetup(draft)).length > 0) return null;
  return { provider: draft.provider as PhoneProvider, apiKey: draft.apiKey.trim(), phoneNumber: draft.phoneNumber.trim() };
}

/** The greeting is spoken to every caller: it may not be blank. */
export function validateAgentConfig(agent: AgentConfig): string | null {
  return agent.greeting.trim() ? null : PHONE_MESSAGES.greeting;
}

/** The settings of a salon that never saved anything. */
export function emptyPhoneIntegration(salonId: string): PhoneIntegration {
  return { salonId, setup: null, isActive: false, agent: { ...DEFAULT_AGENT } };
}

/** A call's cap as saved, or the default for one out of range or unreadable. */
export const callCapOf = (v: unknown): number =>
  Number.isInteger(v) && (v as number) >= MIN_CALL_CAP_MINUTES && (v as number) <= MAX_CALL_CAP_MINUTES ? (v as number) : DEFAULT_CALL_CAP_MINUTES;

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

/**
 * Reads a stored value back defensively: settings outlive app versions, and another salon's
 * value on a shared device must not show. Anything unreadable falls back to the defaults.
 */
export function readPhoneIntegration(stored: unknown, salonId: string): PhoneIntegration {
  const value = record(stored);
  const empty = emptyPhoneIntegration(salonId);
  if (!value || value.salonId !== salonId) return empty;
  const s = record(value.setup);
  const setupDraft = s ? { provider: String(s.provider ?? ''), apiKey: String(s.apiKey ?? ''), phoneNumber: String(s.phoneNumber ?? '') } : null;
  const setup = setupDraft ? parsePhoneSetup(setupDraft) : null;
  const a = record(value.agent) ?? {};
  const flag = (k: 'bookings' | 'pricing' | 'hours' | 'transfer') => (typeof a[k] === 'boolean' ? (a[k] as boolean) : DEFAULT_AGENT[k]);
  const agent: AgentConfig = {
    voice: isVoice(a.voice) ? a.voice : DEFAULT_AGENT.voice,
    greeting: typeof a.greeting === 'string' && a.greeting.trim() ? a.greeting : DEFAULT_AGENT.greeting,
    bookings: flag('bookings'),
    pricing: flag('pricing'),
    hours: flag('hours'),
    transfer: flag('transfer'),
    redirectPhone: typeof a.redirectPhone === 'string' && a.redirectPhone ? a.redirectPhone : null,
    callCapMinutes: callCapOf(a.callCapMinutes),
  };
  return { salonId, setup, isActive: setup !== null && value.isActive === true, agent };
}

export const providerLabel = (value: string): string => PHONE_PROVIDERS.find((p) => p.value === value)?.label ?? value;
