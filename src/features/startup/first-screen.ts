// Work the first screen does not need (the session with supabase-js, the auth module's
// confirmation of a stored session, the service worker's registration and toasts) waits until
// that screen has shown its data: on a tablet at a quarter of desktop speed, evaluating that code
// first costs the owner about half a second of blank screen on every cold start.
//
// Waiting is only safe when the service worker controls the page: every chunk is then in its
// cache, so a connection lost meanwhile cannot keep the code from loading. A page the worker does
// not control yet (a first visit) runs the work at once, while it is still online.

/** A screen that never says it is shown (an error, a slow disk) still gets its session by then. */
export const FIRST_SCREEN_FALLBACK_MS = 3_000;

type Task = () => void;

let shown = false;
let fallback: ReturnType<typeof setTimeout> | null = null;
const waiting: Task[] = [];

function controlledByWorker(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
}

function flush() {
  if (fallback) clearTimeout(fallback);
  fallback = null;
  for (const task of waiting.splice(0)) {
    try {
      task();
    } catch (e) {
      console.error('A start-up task failed', e);
    }
  }
}

/**
 * Runs `task` once the first screen is shown (see markFirstScreenShown), or at once when that
 * moment has passed or the page is not under the worker's control.
 */
export function afterFirstScreen(task: Task): void {
  if (shown || !controlledByWorker()) return void task();
  waiting.push(task);
  fallback ??= setTimeout(() => markFirstScreenShown(), FIRST_SCREEN_FALLBACK_MS);
}

/**
 * The first screen has its data on screen: waiting work starts after the browser painted it
 * (the next frame, then a task of its own), so the paint is never held behind it. Later calls do
 * nothing.
 */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(flush, 0));
  } else {
    setTimeout(flush, 0);
  }
}

/** Whether work handed to afterFirstScreen now would run at once. */
export function firstScreenPassed(): boolean {
  return shown || !controlledByWorker();
}

/** Whether work waits for the first screen (for tests of callers). */
export function firstScreenPending(): boolean {
  return !shown && waiting.length > 0;
}
