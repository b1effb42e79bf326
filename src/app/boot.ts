// Imported first by main.tsx. A first URL inside the app starts evaluating the router and that
// URL's guard, layout and screen as soon as the entry has run, side by side (index.html's inline
// preload, scripts/route-preload.ts, has already started fetching them during parsing), and
// main.tsx renders once they are in: the first screen then renders in one pass, with no lazy
// level suspending and retrying after another.
//
// From a microtask rather than this module's top level: a request started with the entry's
// top-level code on the stack makes an attached debugger (the bench's browser) re-parse the
// whole entry for its stack trace, ~0.25 s at 4x CPU throttling.
import { preloadRoute } from './route-chunks';

export const firstRouteReady: Promise<unknown> =
  window.location.pathname === '/' ? Promise.resolve() : Promise.resolve().then(() => preloadRoute(window.location.pathname));
