// A Clients search keystroke over 20,000 clients, in the browser. The salon is
// a second owner's, so the Appointments benches keep their own salon (2,000 customers) and this
// one gets the Node clients suite's data: the same generator, 20,000 clients and 40,000
// appointments (the list reads the shown clients' visits from them). The keystroke is timed as
// the Appointments search is (browser-probes.ts typeAndTime): from the input event to the frame
// after the client list's first DOM change, and, beside it, to the frame after its last one
// (the visits and last-visit columns filled in for the new page).
import type { Sampler } from './measure';
import { loadDeviceLikePull, seedBackendSalon } from './browser-seed';
import { typeAndTime, type Keystrokes, type SearchTarget } from './browser-keystrokes';
import type { Page } from 'playwright-core';
import type { Bench } from './types';
import { localSalonId, registerOwner, until, waitAllSaved, type BrowserWorld } from './browser-world';

/** BENCH_BROWSER_CLIENTS shrinks the salon for a quick try; the budget is for 20,000. */
export const CLIENTS = Number(process.env.BENCH_BROWSER_CLIENTS ?? 20_000);
/** Two appointments per client, as the Node clients suite has. */
const APPOINTMENTS = 2 * CLIENTS;

/** Typed key by key, as the Node clients suite types them (a name, a phone as written, a surname). */
export const CLIENT_TERMS = ['maria ngu', '(555) 2042', 'lopez'];

/** The Clients screen's search box and its list (the summary line, the table, Show more). */
export const CLIENTS_SEARCH: SearchTarget = { input: 'form[aria-label="Find clients"] input', list: 'section[aria-label="Client list"]' };

const fmt = (n: number) => n.toLocaleString('en-US');

export interface ClientKeystrokes extends Keystrokes {
  size: string;
}

/**
 * Signs up a second owner, seeds their salon on the backend and on the device, opens
 * /dashboard/clients and types CLIENT_TERMS `warmup + runs` times (the first `warmup` rounds
 * untimed).
 */
export async function clientsKeystrokes(
  w: BrowserWorld,
  { runs, warmup }: { runs: number; warmup: number },
  log: (line: string) => void,
): Promise<ClientKeystrokes> {
  const owner = await registerOwner(w);
  const page = owner.page;
  const salonId = await localSalonId(page);
  const t0 = Date.now();
  const seed = await seedBackendSalon(w.baseUrl, w.backend.serviceRoleKey, salonId, APPOINTMENTS, CLIENTS);
  log(
    `clients: seeded a second salon (${fmt(seed.customers)} customers, ${fmt(seed.appointments)} appointments) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  // A same-origin page where the app does not run, then the screen.
  await page.goto(`${w.baseUrl}/rest/v1/`);
  await loadDeviceLikePull(page, w.baseUrl, w.backend.serviceRoleKey, salonId);
  await page.goto(`${w.baseUrl}/dashboard/clients`);
  await waitAllSaved(page, 120_000);
  const t1 = Date.now();
  const rows = page.getByTestId('client-row');
  await until('the client list to show rows', async () => rows.count(), 60_000, 250).catch(async (e: unknown) => {
    const text = (
      await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '')
    )
      .slice(0, 600)
      .replace(/\s+/g, ' ');
    throw new Error(`${String(e)}; the screen shows: "${text}"`);
  });
  await visitsShown(page);
  const summary = (await page.locator('.clients-summary').textContent()) ?? '';
  log(`clients screen: "${summary}" ${((Date.now() - t1) / 1000).toFixed(1)} s after all saved`);
  if (!summary.includes(fmt(seed.customers))) throw new Error(`bench/browser: the Clients screen says "${summary}", expected ${fmt(seed.customers)} clients`);

  const out: ClientKeystrokes = { samples: [], whole: [], unchanged: 0, size: `${fmt(seed.customers)} clients, ${fmt(seed.appointments)} appts` };
  for (let i = 0; i < warmup + runs; i++) {
    for (const term of CLIENT_TERMS) {
      const r = await typeAndTime(page, term, 2_000, CLIENTS_SEARCH);
      if (i < warmup) continue;
      out.samples.push(...r.samples);
      out.whole.push(...r.whole);
      out.unchanged += r.unchanged;
    }
  }
  log(
    `clients search: ${out.samples.length} keystrokes timed, ${out.unchanged} left the list unchanged; slowest ${Math.max(...out.samples).toFixed(1)} ms, whole page ${Math.max(...out.whole).toFixed(1)} ms`,
  );
  if (out.samples.length === 0) throw new Error('bench/browser: no keystroke changed the client list');
  // The second row's end is real only if the visits column does fill in.
  await visitsShown(page);
  await owner.context.close();
  return out;
}

/** Every shown client's visits cell holds a figure, not the '…' of a read under way. */
async function visitsShown(page: Page): Promise<void> {
  const cells = page.locator(`${CLIENTS_SEARCH.list} td[data-label="Visits"]`);
  await until(
    "the shown clients' visits",
    async () => {
      const texts = await cells.allTextContents();
      return texts.length > 0 && texts.every((t) => /^\d+$/.test(t.trim()));
    },
    30_000,
  );
}

/** The browser suite's two Clients rows; both report the same keystrokes, typed once. */
export function clientsBenches(w: BrowserWorld, log: (line: string) => void, orFail: (what: string, sampler: Sampler) => Sampler): Bench[] {
  let typed: Promise<ClientKeystrokes> | null = null;
  const typing = (opts: { runs: number; warmup: number }) => (typed ??= clientsKeystrokes(w, opts, log));
  let label = `${fmt(CLIENTS)} clients`;
  return [
    {
      name: 'clients search: keystroke -> list updated',
      get size() {
        return `${label}; typing ${CLIENT_TERMS.map((t) => `"${t}"`).join(', ')} key by key, input event -> frame after list DOM change`;
      },
      budgetMs: 50,
      runs: 3,
      warmup: 1,
      samples: orFail('clients search', async (opts) => {
        const k = await typing(opts);
        label = k.size;
        return k.samples;
      }),
    },
    {
      name: 'clients search: keystroke -> visits filled in',
      size: "same keystrokes as the row above, to the frame after the list last changed (the shown clients' visits read; informational)",
      runs: 3,
      warmup: 1,
      samples: orFail('clients search', async (opts) => (await typing(opts)).whole),
    },
  ];
}
