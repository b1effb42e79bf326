// The landing page's demo video: a walkthrough recorded from the app itself by
// scripts/record-demo.ts, served from public/demo/ and never precached (vite.config.ts). A build
// with VITE_DEMO_VIDEO_EMBED_URL (an https address, e.g. a hosted player's embed link) shows that
// page in a frame instead; the build stamps its origin into index.html for the gateway's
// Content-Security-Policy (sync/server/csp.ts `demoEmbedOrigin`).

/** The recorded files, under public/. The modal names them only once it is open. */
export const DEMO_VIDEO_FILES = {
  webm: '/demo/salon-desk-demo.webm',
  mp4: '/demo/salon-desk-demo.mp4',
  captions: '/demo/salon-desk-demo.vtt',
} as const;

/** The meta tag the build writes when a hosted embed is configured (read by the gateway's CSP). */
export const DEMO_EMBED_META = 'salon-desk-demo-embed';

/** An https address, or null: anything else is no embed (the build refuses it, see vite.config.ts). */
export function demoEmbedUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured embed of this build, if any. */
export const DEMO_VIDEO_EMBED_URL = demoEmbedUrl(
  // Outside Vite (Node scripts) import.meta.env does not exist.
  ((import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {}).VITE_DEMO_VIDEO_EMBED_URL,
);

/**
 * The walkthrough, step by step: the recording script shows each step while its sentence is the
 * caption (it writes the .vtt with the times it took), and the modal lists them as the video's
 * text alternative. Change a sentence here and record again.
 */
export const DEMO_STEPS = [
  { id: 'landing', text: 'Salon Desk, recorded from the app itself: a new nail salon set up from nothing.' },
  { id: 'register', text: 'The owner signs up with her name, her salon and its phone number.' },
  { id: 'checklist', text: 'A new salon’s Overview is a checklist: six steps, each a link to where it is done.' },
  { id: 'profile', text: 'Salon Profile: the address, then the opening hours.' },
  { id: 'service', text: 'A service: Gel Manicure, $45, 60 minutes.' },
  { id: 'staff', text: 'Staff Management: a technician, and the services she does.' },
  { id: 'shifts', text: 'Staff Schedule: her regular week, from the salon’s hours. It repeats every week.' },
  { id: 'booking', text: 'Appointments: a client calls, and the owner books her at a time the salon’s rules offer.' },
  { id: 'booked', text: 'The booking is in the list, saved on the tablet first and synced to the salon’s backend.' },
  { id: 'overview', text: 'Back on the Overview, the checklist ticks what is done and links to what is left.' },
  {
    id: 'end',
    text: 'Online booking and Sarah, the AI receptionist, are the last two. Sarah is not shown here: she needs an AI provider key.',
  },
] as const satisfies ReadonlyArray<{ id: string; text: string }>;

export type DemoStepId = (typeof DEMO_STEPS)[number]['id'];
