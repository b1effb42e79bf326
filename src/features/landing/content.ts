import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Marketing copy for the public page. Figures and claims are the spec's (§1, §9); the words are ours.

export const CLAIMS = [
  { value: '99.9%', label: msg`Uptime` },
  { value: '24/7', label: msg({ message: 'Availability', context: 'answering around the clock' }) },
  { value: '500+', label: msg`Salons` },
] as const;

export const STEPS = [
  {
    title: msg`Receive the call`,
    text: msg`Your AI receptionist picks up on the first ring, day or night, with a warm greeting in your salon’s name.`,
  },
  {
    title: msg`Understand the request`,
    text: msg`It listens for what the caller needs — a new booking, a change, a price or your opening hours.`,
  },
  {
    title: msg`Book or change the appointment`,
    text: msg`It checks your services, staff schedules and free slots, then books, moves or cancels the visit.`,
  },
  {
    title: msg`Confirm and follow up`,
    text: msg`The client gets a confirmation and a reminder before the visit, and you are told about every new booking.`,
  },
] as const;

export const BENEFITS = [
  {
    title: msg`Available 24/7`,
    text: msg`Clients book when it suits them — late at night, early in the morning or on your day off.`,
  },
  {
    title: msg`Increases revenue`,
    text: msg`Every answered call is a chance to fill a chair, and Sarah suggests add-ons like gel polish or nail art.`,
  },
  {
    title: msg`Reduces workload`,
    text: msg`Your technicians stay with the client in front of them instead of running to the phone mid-service.`,
  },
  {
    title: msg`Never misses a call`,
    text: msg`No busy tones and no voicemail: several callers can be helped at the same time.`,
  },
  {
    title: msg`Professionalizes service`,
    text: msg`Every caller hears the same friendly, accurate answers about your services, prices and hours.`,
  },
] as const;

export interface ChatLine {
  from: 'caller' | 'agent';
  text: MessageDescriptor;
}

export const CONVERSATION: readonly ChatLine[] = [
  { from: 'agent', text: msg`Thank you for calling Lotus Nails, this is Sarah. How can I help you today?` },
  { from: 'caller', text: msg`Hi! I’d like to get a manicure this Saturday. How much is it?` },
  {
    from: 'agent',
    text: msg`A basic manicure is $35 and takes about 30 minutes. I have openings Saturday at 10:00 AM and 2:00 PM. Which works better for you?`,
  },
  { from: 'caller', text: msg`10 AM, please.` },
  {
    from: 'agent',
    text: msg`Lovely! May I have your name and phone number? And would you like to add a gel finish so it lasts up to two weeks?`,
  },
  { from: 'caller', text: msg`It’s Jenna, 555-0142. Sure, let’s add the gel.` },
  {
    from: 'agent',
    text: msg`You’re all set, Jenna: a manicure with gel finish this Saturday at 10:00 AM. I’ll text you a confirmation and a reminder the day before.`,
  },
];

export const FAQS = [
  {
    question: msg`Does it work with the salon software I already use?`,
    answer: msg`Yes. The agent connects to salon management systems through secure APIs, and setup takes 24-48 hours. Our team does the connecting for you.`,
  },
  {
    question: msg`How many calls can it handle without my staff?`,
    answer: msg`It handles about 95% of common inquiries on its own: bookings, changes, cancellations, prices, services and opening hours.`,
  },
  {
    question: msg`What happens when it can’t help a caller?`,
    answer: msg`It transfers the call to a member of your staff, or takes a message with the caller’s details so you can call back.`,
  },
  {
    question: msg`Can I update my services, prices and hours myself?`,
    answer: msg`Yes. You manage services, prices, staff schedules and business hours from your dashboard, and the agent uses the changes right away.`,
  },
  {
    question: msg`How much does it cost?`,
    answer: msg`Plans start at $99/month for the basic service, which includes up to 200 calls. Every plan begins with a 30-day free trial.`,
  },
] as const;

export const NAV_LINKS = [
  { href: '#how-it-works', label: msg`How It Works` },
  { href: '#benefits', label: msg`Benefits` },
  { href: '#demo', label: msg`Demo` },
  { href: '#contact', label: msg`Contact` },
] as const;

// Every footer link leads somewhere that exists: a section of this page or a page of the app.
// The spec's placeholders with nothing behind them (pricing, integrations, documentation, status)
// are left out until there is something to show.
export const FOOTER_COLUMNS = [
  {
    title: msg`Product`,
    links: [
      { href: '#how-it-works', label: msg`How It Works` },
      { href: '#benefits', label: msg`Benefits` },
      { href: '#demo', label: msg`Demo` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { href: '#faq', label: msg`FAQ` },
      { href: '#contact', label: msg`Contact` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { href: '/terms', label: msg`Terms of Service` },
      { href: '/privacy', label: msg`Privacy Policy` },
    ],
  },
] as const;
