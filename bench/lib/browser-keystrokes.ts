// Search keystroke latency in the page (the browser suite's Appointments and Clients searches):
// from a key's input event to the frame after the results list changed.
import type { Page } from 'playwright-core';

/** Which search box starts a keystroke, and which region of the screen is its list of results. */
export interface SearchTarget {
  /** CSS selector of the search box (an input event on it starts a measurement). */
  input: string;
  /** CSS selector of the region whose DOM changes are the results updating. */
  list: string;
}

/** The Appointments screen's search and its list. */
export const APPOINTMENTS_SEARCH: SearchTarget = { input: '#appt-search', list: 'section[aria-label="Appointments list"]' };

/**
 * Installs the keystroke probe (idempotent per page). Both listeners sit on the document, so they
 * survive the screen re-rendering or remounting the list: the input event of the search box starts
 * a measurement; the first DOM change inside the list after it, and the frame after it, end the
 * first figure; the last change (the list can be drawn in more than one frame) and the frame
 * after it end the second.
 */
async function installKeystrokeProbe(page: Page, target: SearchTarget): Promise<void> {
  await page.evaluate((target) => {
    type Probe = { inputAt: number; changedAt: number; paintedAt: number; lastChangedAt: number; lastPaintedAt: number };
    const w = window as unknown as { __benchKey?: Probe; __benchKeyTarget?: { input: string; list: string } };
    // One probe per page; a later call only points it at another search box and list.
    const installed = w.__benchKeyTarget !== undefined;
    w.__benchKeyTarget = target;
    if (installed) return;
    // The input event's own timestamp is on the performance.now() clock.
    document.addEventListener(
      'input',
      (e) => {
        const el = e.target as Element | null;
        if (el && w.__benchKeyTarget && el.matches(w.__benchKeyTarget.input))
          w.__benchKey = { inputAt: e.timeStamp, changedAt: 0, paintedAt: 0, lastChangedAt: 0, lastPaintedAt: 0 };
      },
      { capture: true },
    );
    const inList = (n: Node) => {
      const el = n instanceof Element ? n : n.parentElement;
      // The search box's own value attribute is not the list updating.
      return !!el && !(el instanceof HTMLInputElement) && !!w.__benchKeyTarget && !!el.closest(w.__benchKeyTarget.list);
    };
    new MutationObserver((records) => {
      const probe = w.__benchKey;
      if (!probe) return;
      if (!records.some((r) => inList(r.target))) return;
      const at = performance.now();
      probe.lastChangedAt = at;
      requestAnimationFrame(() => {
        if (probe.lastChangedAt === at) probe.lastPaintedAt = performance.now();
      });
      if (probe.changedAt) return;
      probe.changedAt = at;
      requestAnimationFrame(() => void (probe.paintedAt = performance.now()));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, target);
}

/** The list counts as drawn once it has not changed for this long after its last frame. */
const QUIET_MS = 250;

export interface Keystrokes {
  /** Per key: input event to the frame after the list's first DOM change. */
  samples: number[];
  /** Per key: input event to the frame after its last DOM change (the whole window drawn). */
  whole: number[];
  /** Keys after which the list did not change. */
  unchanged: number;
}

/**
 * Types `term` into a search box (the Appointments one unless `target` names another) one key at
 * a time (real key events), timing each key (Keystrokes). Keys after which the list did not
 * change within `settleMs` are left out.
 */
export async function typeAndTime(page: Page, term: string, settleMs = 2_000, target: SearchTarget = APPOINTMENTS_SEARCH): Promise<Keystrokes> {
  await installKeystrokeProbe(page, target);
  const input = page.locator(target.input);
  await input.fill('');
  await page.waitForTimeout(300);
  const out: Keystrokes = { samples: [], whole: [], unchanged: 0 };
  for (const ch of term) {
    await input.focus({ timeout: 5_000 }).catch(async (e: unknown) => {
      const text = (
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      )
        .slice(0, 300)
        .replace(/\s+/g, ' ');
      throw new Error(`bench/browser: the search box is gone after typing (screen: "${text}"): ${String(e)}`);
    });
    await page.evaluate(() => void delete (window as unknown as { __benchKey?: unknown }).__benchKey);
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
    const got = await page
      .waitForFunction(
        (quiet) => {
          const p = (window as unknown as { __benchKey?: { inputAt: number; paintedAt: number; lastChangedAt: number; lastPaintedAt: number } }).__benchKey;
          if (!p || !p.paintedAt || p.lastPaintedAt < p.lastChangedAt || performance.now() - p.lastPaintedAt < quiet) return null;
          return [p.paintedAt - p.inputAt, p.lastPaintedAt - p.inputAt];
        },
        QUIET_MS,
        { timeout: settleMs },
      )
      .then((h) => h.jsonValue() as Promise<[number, number]>)
      .catch(() => null);
    if (got === null) out.unchanged++;
    else {
      out.samples.push(got[0]);
      out.whole.push(got[1]);
    }
  }
  return out;
}
