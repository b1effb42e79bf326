// The parts of one customer message, apart from the templates themselves so the translated ones
// (templates-translated.ts) and templates.ts, which picks among them, do not import each other.
export interface MessageTemplates {
  subject: string;
  body: string;
  sms: string;
}
