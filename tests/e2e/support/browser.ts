import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A missing browser is a failure, never a skip: under CI=true (and everywhere else) a green run
 * must mean the screens were really driven.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}${process.env.CI === 'true' ? ' (CI=true)' : ''}. ` +
        'Install it with `apt-get install -y chromium` or point CHROME_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: CHROME_PATH, args: LAUNCH_ARGS, headless: true });
}
