// The hourly look for a new version, apart from pwa.ts so it is testable without the
// plugin's virtual module.

/** How often an open app looks for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface UpdatableRegistration {
  installing: unknown;
  update(): Promise<unknown>;
}

/** One check: skipped while offline or while a new version is already installing. */
export async function checkForUpdate(registration: UpdatableRegistration, online: () => boolean = () => navigator.onLine): Promise<boolean> {
  if (!online() || registration.installing) return false;
  try {
    await registration.update();
    return true;
  } catch {
    // The server was unreachable after all; the next hour tries again.
    return false;
  }
}
