// The numbers that opted out of the salon's texts, for the client card. They live on
// the server (the inbound-text webhook writes them; no device pulls sync_private), so the owner's
// device asks for them (sms_opt_outs_of_salon, her own salon only) when online and keeps the last
// answer on the device: offline, the card shows the last known, with when it was read.
import { readSmsOptOuts, type SmsOptOut } from '../../domain/sms-opt-outs';
import { callAsOwner, type OwnerRemote, type OwnerRpcWords } from './owner-rpc';

/** Where the last answer is kept: the browser's localStorage, or a stand-in in tests. */
export type OptOutCache = Pick<Storage, 'getItem' | 'setItem'>;

export interface KnownOptOuts {
  optOuts: SmsOptOut[];
  /** When the server gave this list. */
  readAt: string;
}

const WORDS: OwnerRpcWords<never> = {
  offline: () => 'Offline: the texts opt-outs shown are the last ones this device read.',
  signedOut: () => 'Sign in to see which clients opted out of texts.',
  trouble: 'The server could not say which clients opted out of texts just now.',
  fields: {},
};

const cacheKey = (salonId: string) => `salon-desk:sms-opt-outs:${salonId}`;

const defaultCache = (): OptOutCache | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a private window): nothing kept, nothing to show offline
  }
};

/** The last list this device read for the salon, or null when it never read one. */
export function lastKnownSmsOptOuts(salonId: string, cache: OptOutCache | null = defaultCache()): KnownOptOuts | null {
  try {
    const raw = cache?.getItem(cacheKey(salonId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { optOuts?: unknown; readAt?: unknown };
    const optOuts = readSmsOptOuts(parsed.optOuts);
    return optOuts && typeof parsed.readAt === 'string' ? { optOuts, readAt: parsed.readAt } : null;
  } catch {
    return null;
  }
}

/** Asks the server for the salon's opt-outs and keeps the answer; throws the owner's words when it cannot. */
export async function loadSmsOptOuts(
  remote: OwnerRemote,
  salonId: string,
  cache: OptOutCache | null = defaultCache(),
  now = new Date(),
): Promise<KnownOptOuts> {
  const optOuts = readSmsOptOuts(await callAsOwner(remote, WORDS, 'see', 'sms_opt_outs_of_salon'));
  if (!optOuts) throw new Error(WORDS.trouble);
  const known = { optOuts, readAt: now.toISOString() };
  try {
    cache?.setItem(cacheKey(salonId), JSON.stringify(known));
  } catch {
    // A full or refused storage keeps nothing: the card still shows this answer.
  }
  return known;
}
