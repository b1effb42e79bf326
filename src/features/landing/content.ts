// Marketing copy for the public page. Figures and claims are the spec's (§1, §9); the words are ours.

export const CLAIMS = [
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Availability' },
  { value: '500+', label: 'Salons' },
] as const;

export const STEPS = [
  {
    title: 'Receive the call',
    text: 'Your AI receptionist picks up on the first ring, day or night, with a warm greeting in your salon’s name.',
  },
  {
    title: 'Understand the request',
    text: 'It listens for what the caller needs — a new booking, a change, a price or your opening hours.',
  },
  {
    title: 'Book or change the appointment',
    text: 'It checks your services, staff schedules and free slots, then books, moves or cancels the visit.',
  },
  {
    title: 'Confirm and follow up',
    text: 'The client gets a confirmation and a reminder before the visit, and you are told about every new booking.',
  },
] as const;

export const BENEFITS = [
  {
    title: 'Available 24/7',
    text: 'Clients book when it suits them — late at night, early in the morning or on your day off.',
  },
  {
    title: 'Increases revenue',
    text: 'Every answered call is a chance to fill a chair, and Sarah suggests add-ons like gel polish or nail art.',
  },
  {
    title: 'Reduces workload',
    text: 'Your technicians stay with the client in front of them instead of running to the phone mid-service.',
  },
  {
    title: 'Never misses a call',
    text: 'No busy tones and no voicemail: several callers can be helped at the same time.',
  },
  {
    title: 'Professionalizes service',
    text: 'Every caller hears the same friendly, accurate answers about your services, prices and hours.',
  },
] as const;

export interface ChatLine {
  from: 'caller' | 'agent';
  text: string;
}

export const CONVERSATION: readonly ChatLine[] = [
  { from: 'agent', text: 'Thank you for calling Lotus Nails, this is Sarah. How can I help you today?' },
  { from: 'caller', text: 'Hi! I’d like to get a manicure this Saturday. How much is it?' },
  {
    from: 'agent',
    text: 'A basic manicure is $35 and takes about 30 minutes. I have openings Saturday at 10:00 AM and 2:00 PM. Which works better for you?',
  },
  { from: 'caller', text: '10 AM, please.' },
  {
    from: 'agent',
    text: 'Lovely! May I have your name and phone number? And would you like to add a gel finish so it lasts up to two weeks?',
  },
  { from: 'caller', text: 'It’s Jenna, 555-0142. Sure, let’s add the gel.' },
  {
    from: 'agent',
    text: 'You’re all set, Jenna: a manicure with gel finish this Saturday at 10:00 AM. I’ll text you a confirmation and a reminder the day before.',
  },
];

export const FAQS = [
  {
    question: 'Does it work with the salon software I already use?',
    answer: 'Yes. The agent connects to salon management systems through secure APIs, and setup takes 24-48 hours. Our team does the connecting for you.',
  },
  {
    question: 'How many calls can it handle without my staff?',
    answer: 'It handles about 95% of common inquiries on its own: bookings, changes, cancellations, prices, services and opening hours.',
  },
  {
    question: 'What happens when it can’t help a caller?',
    answer: 'It transfers the call to a member of your staff, or takes a message with the caller’s details so you can call back.',
  },
  {
    question: 'Can I update my services, prices and hours myself?',
    answer: 'Yes. You manage services, prices, staff schedules and business hours from your dashboard, and the agent uses the changes right away.',
  },
  {
    question: 'How much does it cost?',
    answer: 'Plans start at $99/month for the basic service, which includes up to 200 calls. Every plan begins with a 30-day free trial.',
  },
] as const;

export const NAV_LINKS = [
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#demo', label: 'Demo' },
  { href: '#contact', label: 'Contact' },
] as const;

// Every footer link leads somewhere that exists: a section of this page or a page of the app.
// The spec's placeholders with nothing behind them (pricing, integrations, documentation, status)
// are left out until there is something to show.
export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '#how-it-works', label: 'How It Works' },
      { href: '#benefits', label: 'Benefits' },
      { href: '#demo', label: 'Demo' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '#faq', label: 'FAQ' },
      { href: '#contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;
