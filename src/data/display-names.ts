// The sidebar must always show something sensible, even before the salon row or metadata exist.

export interface NameSources {
  email: string;
  ownerName: string | null;
}

export function ownerDisplayName(user: NameSources | null | undefined): string {
  const fromMetadata = user?.ownerName?.trim();
  if (fromMetadata) return fromMetadata;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** The local salon row wins: the owner may have renamed the salon after signing up. */
export function salonDisplayName(salonRowName: string | null | undefined, metadataSalonName: string | null | undefined): string {
  return salonRowName?.trim() || metadataSalonName?.trim() || 'Your Salon';
}
