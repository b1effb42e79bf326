// "Salon X changed", heard from the server the moment another device, the booking page or
// server-side Sarah commits a write. It carries nothing else: the pull stays the source of
// truth, and the signal only says when to pull. The engine does not know where it comes from
// (the app's is Supabase Realtime through its supabase-js client: sync/remote/realtime-signal.ts).
export interface ChangeSignal {
  /** Starts listening to the salon; `live` says whether the signal is coming through now. */
  listen(salonId: string, on: { changed(): void; live(up: boolean): void }): () => void;
}
