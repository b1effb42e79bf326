import { create } from 'zustand';

/**
 * The top bar's query. It lives here, not in src/app, because the list screens read it and
 * features may not import the app shell. One query for whichever screen is showing: the
 * dashboard layout clears it on every navigation so a search never leaks into the next screen.
 */
interface ScreenSearchState {
  query: string;
  setQuery: (query: string) => void;
}

export const useScreenSearch = create<ScreenSearchState>((set) => ({
  query: '',
  setQuery: (query) => set({ query }),
}));

/** The current query, for list screens that only read it. */
export const useSearchQuery = (): string => useScreenSearch((s) => s.query);
