import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium honours only the last --disable-features on its command line, and Playwright passes its
 * own list first: ours repeats Playwright's (playwright-core 1.65.1, chromiumSwitches) so none of
 * them is switched back on, then adds the browser's own omnibox popups: two WebUI pages, each in a
 * renderer of its own, that load and redraw beside every new tab, about a core's worth of CPU while
 * a page starts (traced during the bench's cold starts). A tablet's browser shows the page alone.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
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
  // Playwright's own launch limit is 180 s, the whole setup hook's; a start that hangs is cut
  // much sooner, its process killed, and tried once more before the file fails by name.
  const launch = () => chromium.launch({ executablePath: CHROME_PATH, args: LAUNCH_ARGS, headless: true, timeout: LAUNCH_TIMEOUT_MS });
  try {
    return await launch();
  } catch (first) {
    console.warn(`Chromium did not start (${String(first).split('\n')[0]}); trying once more`);
    return launch();
  }
}

const LAUNCH_TIMEOUT_MS = 45_000;
