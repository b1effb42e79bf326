// The device's storage as the browser reports it (navigator.storage.estimate and persisted), the
// one place the app reads it: the Salon Profile's Storage card and the quota warning both ask here.
// The persist() request itself is made after sign-in (src/app/session.ts).

export interface DeviceStorage {
  /** undefined: the browser does not report it. */
  usage?: number;
  quota?: number;
  /** null: the browser does not say. */
  persisted: boolean | null;
}

/** Never throws: a browser without the Storage API, or one that refuses, reports nothing. */
export async function readDeviceStorage(): Promise<DeviceStorage> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage, quota: estimate?.quota, persisted };
}
