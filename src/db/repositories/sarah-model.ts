// Server-side Sarah's model settings: base URL, model and API key of the salon, saved to
// the server only (supabase/migrations/20261127000800_sarah_home.sql) like the text-message token:
// the key is write-only, sarah_model_status answers whether one is kept, never the key, so it
// never comes back to a device. Nothing is stored or queued here: offline, a save fails with a
// message saying why and the form keeps what the owner typed.
import { callAsOwner, type OwnerRemote, type OwnerRpcWords, type OwnerVerb } from './owner-rpc';

/** The app's Supabase client and whether the device thinks it is online. */
export type SarahModelRemote = OwnerRemote;

/** What the server keeps for the salon, without the key. Blank fields are the server's defaults. */
export interface SarahModelStatus {
  baseURL: string | null;
  model: string | null;
  hasKey: boolean;
}

export interface SarahModelDraft {
  baseURL: string;
  model: string;
  /** Blank keeps the saved key (while the base URL stays the same: the server drops it otherwise). */
  apiKey: string;
}

const KEPT = 'they are kept on the server, never on this device.';
export const SARAH_SERVER_TROUBLE = 'The server could not answer just now. Nothing was changed; try again in a moment.';

const WORDS: OwnerRpcWords<keyof SarahModelDraft> = {
  offline: (verb) =>
    verb === 'see' ? `Connect to the internet to see Sarah's model settings — ${KEPT}` : `Connect to the internet to ${verb} Sarah's model settings — ${KEPT}`,
  signedOut: (verb) => (verb === 'see' ? `Sign in to see Sarah's model settings — ${KEPT}` : `Sign in to ${verb} Sarah's model settings — ${KEPT}`),
  trouble: SARAH_SERVER_TROUBLE,
  // save_sarah_model names the bad value's field in the error's detail.
  fields: { base_url: 'baseURL', model: 'model', api_key: 'apiKey' },
};

const call = (remote: SarahModelRemote, verb: OwnerVerb, fn: string, args?: object) => callAsOwner(remote, WORDS, verb, fn, args);

export function readSarahModelStatus(raw: unknown): SarahModelStatus | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { baseURL: text(r.base_url), model: text(r.model), hasKey: r.has_key === true };
}

/** What the server keeps for the owner's salon, without the key; null when nothing is saved. */
export async function loadSarahModelStatus(remote: SarahModelRemote): Promise<SarahModelStatus | null> {
  return readSarahModelStatus(await call(remote, 'see', 'sarah_model_status'));
}

/** Saves the settings on the server and answers what it keeps (never the key). */
export async function saveSarahModel(remote: SarahModelRemote, draft: SarahModelDraft): Promise<SarahModelStatus> {
  const answer = await call(remote, 'save', 'save_sarah_model', {
    p_base_url: draft.baseURL.trim() || null,
    p_model: draft.model.trim() || null,
    p_api_key: draft.apiKey.trim() || null,
  });
  const status = readSarahModelStatus(answer);
  if (!status) throw new Error('The settings were sent, but the server’s answer could not be read. Open the screen again to see them.');
  return status;
}

/** Forgets the salon's settings on the server: the server's own defaults apply again. */
export async function clearSarahModel(remote: SarahModelRemote): Promise<void> {
  await call(remote, 'remove', 'clear_sarah_model');
}
