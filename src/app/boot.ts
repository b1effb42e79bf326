// Imported first by main.tsx, so it runs before React and react-dom (most of the entry chunk)
// are evaluated: a first URL inside the app starts fetching the router and that URL's guard,
// layout and screen while the entry is still busy, instead of after it.
import { preloadRoute } from './route-chunks';

if (window.location.pathname !== '/') {
  void import('./router').catch(() => undefined);
  preloadRoute(window.location.pathname);
}
