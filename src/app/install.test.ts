// The install offer's capture, with a bare EventTarget standing in for the browser window.
import { beforeAll, describe, expect, it, vi } from 'vitest';

type InstallModule = typeof import('./install');
let mod: InstallModule;
const win = new EventTarget();

beforeAll(async () => {
  vi.stubGlobal('window', win);
  mod = await import('./install');
  mod.startInstallCapture();
});

function offer() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
  win.dispatchEvent(event);
  return { event, prompt };
}

describe('install offer', () => {
  it('keeps the offer from the browser and prompts once on install', async () => {
    expect(mod.useInstallStore.getState().canInstall).toBe(false);
    const { event, prompt } = offer();
    expect(event.defaultPrevented).toBe(true);
    expect(mod.useInstallStore.getState().canInstall).toBe(true);
    await mod.useInstallStore.getState().install();
    await mod.useInstallStore.getState().install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(mod.useInstallStore.getState().canInstall).toBe(false);
  });

  it('drops the offer once the app is installed', async () => {
    const { prompt } = offer();
    win.dispatchEvent(new Event('appinstalled'));
    expect(mod.useInstallStore.getState().canInstall).toBe(false);
    await mod.useInstallStore.getState().install();
    expect(prompt).not.toHaveBeenCalled();
  });
});
