import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DemoStepId } from './demo-video';

/**
 * The steps listed under the demo video, in the reader's language. demo-video.ts keeps them in
 * English, the words of the recording's captions (the build reads that file, without Lingui); the
 * landing e2e test checks the English list shown here against it, so the two cannot drift.
 */
export const DEMO_STEP_TEXT: Record<DemoStepId, MessageDescriptor> = {
  landing: msg`Salon Desk, recorded from the app itself: a new nail salon set up from nothing.`,
  register: msg`The owner signs up with her name, her salon and its phone number.`,
  checklist: msg`A new salon’s Overview is a checklist: six steps, each a link to where it is done.`,
  profile: msg`Salon Profile: the address, then the opening hours.`,
  service: msg`A service: Gel Manicure, $45, 60 minutes.`,
  staff: msg`Staff Management: a technician, and the services she does.`,
  shifts: msg`Staff Schedule: her regular week, from the salon’s hours. It repeats every week.`,
  booking: msg`Appointments: a client calls, and the owner books her at a time the salon’s rules offer.`,
  booked: msg`The booking is in the list, saved on the tablet first and synced to the salon’s backend.`,
  overview: msg`Back on the Overview, the checklist ticks what is done and links to what is left.`,
  end: msg`Online booking and Sarah, the AI receptionist, are the last two. Sarah is not shown here: she needs an AI provider key.`,
};
