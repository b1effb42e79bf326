// The owner's salon. One salon per owner, with an id derived from the owner's user id, so every
// device of the owner converges on the same salon instead of creating another.
import { genesisHlc } from '../../domain/hlc';
import { salonIdForOwner } from '../../domain/ids';
import { isCanonicalTimeZone } from '../../domain/tables/formats';
import type { Salon } from '../../domain/types';
import { PreconditionError } from '../../domain/errors';
import { appContext, type WriteContext } from '../context';
import { insertIfAbsent } from '../writer';

export interface SalonOwner {
  id: string;
  email: string;
  salonName: string | null;
  salonPhone: string | null;
}

/** The device's zone, or UTC when it is none the server takes (a legacy name such as "EST5EDT"). */
export function deviceTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isCanonicalTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Makes sure the device has the owner's salon row, created from the sign-up metadata.
 * The row is stamped with the genesis HLC: when the server already has the salon (another device
 * created or edited it), every one of its fields wins over this seed instead of being overwritten.
 */
export async function ensureSalonForOwner(owner: SalonOwner, ctx?: WriteContext): Promise<Salon> {
  if (!owner.id) throw new PreconditionError('User not authenticated');
  const c = ctx ?? (await appContext());
  const id = salonIdForOwner(owner.id);
  return insertIfAbsent(
    c,
    'salons',
    {
      id,
      owner_id: owner.id,
      name: owner.salonName?.trim() ?? '',
      address: '',
      phone: owner.salonPhone?.trim() ?? '',
      email: owner.email,
      website: null,
      time_zone: deviceTimeZone(),
    },
    { hlc: genesisHlc(c.nodeId) },
  );
}
