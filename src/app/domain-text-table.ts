// The domain's sentences in the owner's languages (see domain-texts.ts). FIXED: sentences with no
// value of their own, keyed by their exact English; the figures in some are the app's own limits,
// written here from the same constants so a changed limit changes key and text together. SHAPED:
// sentences whose values come at run time, keyed by their `{place}` English, built from the parts.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { BACKUP_ROW_PROBLEMS } from './domain-text-backup';
import { msg } from '@lingui/core/macro';
import { WEEKDAY_NAMES } from '../domain/dates';
import type { TextValues } from '../domain/texts';
import { NOTES_MAX, TAGS_MAX } from '../domain/client-details';
import { EMBED_ORIGINS_TOO_LONG, EMBED_ORIGINS_TOO_MANY } from '../domain/embed-origins';
import { EMBED_ORIGINS_MAX, EMBED_ORIGINS_MAX_CHARS } from '../domain/tables/formats';
import { formatPrice, MAX_PRICE } from '../domain/money';
import { SLUG_MAX, SLUG_NEEDED, SLUG_RULE } from '../domain/booking-slug';
import { MAX_CALL_CAP_MINUTES, MIN_CALL_CAP_MINUTES, PHONE_MESSAGES } from '../domain/phone';
import { MAX_REPEAT_TIMES, MIN_REPEAT_TIMES } from '../domain/recurrence';
import { NO_PREVIOUS_WEEK_MESSAGE } from '../domain/schedule';
import { MAX_BUFFER_MINUTES, MAX_DURATION_MINUTES } from '../domain/services';
import { STAFF_POSITIONS } from '../domain/tables';
import { MAX_GREETING_CHARS } from '../domain/tables/agent';
import { BOOKING_LIMITS } from '../domain/tables/booking';
import { REMINDER_LEAD_HOURS } from '../domain/tables/messages';

const maxDuration = MAX_DURATION_MINUTES;
const maxBuffer = MAX_BUFFER_MINUTES;
const maxPrice = formatPrice(MAX_PRICE);
const maxProcessing = BOOKING_LIMITS.processingMinutes.max;
const { min: noticeMin, max: noticeMax } = BOOKING_LIMITS.minNoticeMinutes;
const { min: advanceMin, max: advanceMax } = BOOKING_LIMITS.maxAdvanceDays;
const maxCancel = BOOKING_LIMITS.onlineCancelNoticeMinutes.max;
const slugMax = SLUG_MAX;
const { min: leadMin, max: leadMax } = REMINDER_LEAD_HOURS;
const tagsMax = TAGS_MAX;
const notesMax = NOTES_MAX.toLocaleString('en-US');
const minTimes = MIN_REPEAT_TIMES;
const maxTimes = MAX_REPEAT_TIMES;
const greetingMax = MAX_GREETING_CHARS;
const capMin = MIN_CALL_CAP_MINUTES;
const capMax = MAX_CALL_CAP_MINUTES;
const embedMax = EMBED_ORIGINS_MAX;
const embedChars = EMBED_ORIGINS_MAX_CHARS;
const positions = STAFF_POSITIONS.join(', ');

/** Labels and sentences without values of their own, by their English. */
export const FIXED: Record<string, MessageDescriptor> = {
  // Not found and refused (the repositories' PreconditionError).
  'No salon found': msg`No salon found`,
  'Appointment not found': msg`Appointment not found`,
  'Staff member not found': msg`Staff member not found`,
  'Service not found': msg`Service not found`,
  'Conflict not found': msg`Conflict not found`,
  'User not authenticated': msg`User not authenticated`,
  'That client is no longer on this device.': msg`That client is no longer on this device.`,
  'The service of this appointment no longer exists': msg`The service of this appointment no longer exists`,
  'A past appointment cannot be moved': msg`A past appointment cannot be moved`,
  // A repeating booking's date whose service was removed while it was being booked (recurring.ts).
  'That service no longer exists.': msg`That service no longer exists.`,
  // Conflicts → Reassign, when the member chosen is busy then.
  'That staff member is not free at this time. Please choose someone else.': msg`That staff member is not free at this time. Please choose someone else.`,
  // The statuses that hold no time (the repositories name the status in the sentence).
  'A completed appointment cannot be moved': msg`A completed appointment cannot be moved`,
  'A canceled appointment cannot be moved': msg`A canceled appointment cannot be moved`,
  'A no_show appointment cannot be moved': msg`A no_show appointment cannot be moved`,
  'A conflict appointment cannot be moved': msg`A conflict appointment cannot be moved`,
  'Only refused changes can be dismissed': msg`Only refused changes can be dismissed`,
  'This message is no longer on this device': msg`This message is no longer on this device`,
  'Only a message that failed or was not sent can be sent again': msg`Only a message that failed or was not sent can be sent again`,
  [NO_PREVIOUS_WEEK_MESSAGE]: msg`No previous week schedule found to copy`,
  'Your Salon': msg`Your Salon`,
  // Salon information.
  'Salon name is required': msg`Salon name is required`,
  'Salon name is too long': msg`Salon name is too long`,
  'Phone is required': msg`Phone is required`,
  'Phone is too long': msg`Phone is too long`,
  'Phone must be a valid phone number': msg`Phone must be a valid phone number`,
  'Address is required': msg`Address is required`,
  'Address is too long': msg`Address is too long`,
  'Email is required': msg`Email is required`,
  'Email is too long': msg`Email is too long`,
  'Email must be a valid email address': msg`Email must be a valid email address`,
  'Website must be a valid URL (https://…)': msg`Website must be a valid URL (https://…)`,
  'Time zone is not a known IANA zone': msg`Time zone is not a known IANA zone`,
  // Services.
  'Service name is required': msg`Service name is required`,
  'Service name is too long': msg`Service name is too long`,
  'Description is too long': msg`Description is too long`,
  'Category is too long': msg`Category is too long`,
  'Duration is required': msg`Duration is required`,
  'Duration must be a whole number of minutes': msg`Duration must be a whole number of minutes`,
  'Duration must be at least 1 minute': msg`Duration must be at least 1 minute`,
  [`Duration must be at most ${maxDuration} minutes`]: msg`Duration must be at most ${maxDuration} minutes`,
  [`Cleanup time must be a whole number of minutes from 0 to ${maxBuffer}`]: msg`Cleanup time must be a whole number of minutes from 0 to ${maxBuffer}`,
  'Price is required': msg`Price is required`,
  'Price cannot be negative': msg`Price cannot be negative`,
  'Price must be a number with at most 2 decimals (step 0.01)': msg`Price must be a number with at most 2 decimals (step 0.01)`,
  [`Price must be at most ${maxPrice}`]: msg`Price must be at most ${maxPrice}`,
  [`Processing time must be a whole number of minutes from 0 to ${maxProcessing}`]: msg`Processing time must be a whole number of minutes from 0 to ${maxProcessing}`,
  Manicure: msg`Manicure`,
  Pedicure: msg`Pedicure`,
  Enhancements: msg`Enhancements`,
  'Nail Art': msg`Nail Art`,
  'Add-ons': msg`Add-ons`,
  // FAQ.
  'Question is required': msg`Question is required`,
  'Question is too long': msg`Question is too long`,
  'Answer is required': msg`Answer is required`,
  'Answer is too long': msg`Answer is too long`,
  // Staff.
  'Name is required': msg`Name is required`,
  'Name is too long': msg`Name is too long`,
  [`Position must be one of: ${positions}`]: msg`Position must be one of: ${positions}`,
  'Senior Nail Technician': msg`Senior Nail Technician`,
  'Nail Technician': msg`Nail Technician`,
  'Part-time Technician': msg`Part-time Technician`,
  Apprentice: msg`Apprentice`,
  'Start time is required (HH:MM)': msg`Start time is required (HH:MM)`,
  'End time is required (HH:MM)': msg`End time is required (HH:MM)`,
  'End time must be after start time': msg`End time must be after start time`,
  'Reason must be Vacation, Sick or Other': msg`Reason must be Vacation, Sick or Other`,
  'To must be on or after From': msg`To must be on or after From`,
  'To must be after From (a break ends the same day)': msg`To must be after From (a break ends the same day)`,
  // Clients.
  'Customer name is required': msg`Customer name is required`,
  'Customer name is too long': msg`Customer name is too long`,
  'Customer phone is required': msg`Customer phone is required`,
  'Customer phone is too long': msg`Customer phone is too long`,
  'Customer phone must be a valid phone number': msg`Customer phone must be a valid phone number`,
  'Customer email is too long': msg`Customer email is too long`,
  'Customer email must be a valid email address': msg`Customer email must be a valid email address`,
  'The note is too long': msg`The note is too long`,
  [`Tags are too long (at most ${tagsMax} characters)`]: msg`Tags are too long (at most ${tagsMax} characters)`,
  [`Notes are too long (at most ${notesMax} characters)`]: msg`Notes are too long (at most ${notesMax} characters)`,
  'Choose another client to merge with.': msg`Choose another client to merge with.`,
  [`Together the notes are longer than ${notesMax} characters. Shorten them on one card first.`]: msg`Together the notes are longer than ${notesMax} characters. Shorten them on one card first.`,
  [`Together the tags are longer than ${tagsMax} characters. Remove some first.`]: msg`Together the tags are longer than ${tagsMax} characters. Remove some first.`,
  // Appointments.
  'Please choose every 2, 3 or 4 weeks.': msg`Please choose every 2, 3 or 4 weeks.`,
  [`Please choose ${minTimes} to ${maxTimes} times.`]: msg`Please choose ${minTimes} to ${maxTimes} times.`,
  // Booking rules and online booking.
  [`Minimum notice must be a whole number of minutes from ${noticeMin} to ${noticeMax} (14 days)`]: msg`Minimum notice must be a whole number of minutes from ${noticeMin} to ${noticeMax} (14 days)`,
  [`Maximum advance must be a whole number of days from ${advanceMin} to ${advanceMax}`]: msg`Maximum advance must be a whole number of days from ${advanceMin} to ${advanceMax}`,
  'Time slots must be every 15, 30 or 60 minutes': msg`Time slots must be every 15, 30 or 60 minutes`,
  'Bookings by Sarah must start as Confirmed or Pending': msg`Bookings by Sarah must start as Confirmed or Pending`,
  [SLUG_RULE]: msg`Use 3 to ${slugMax} lowercase letters, digits or hyphens, starting and ending with a letter or digit.`,
  [SLUG_NEEDED]: msg`Pick the address of your booking page before turning online booking on.`,
  [`Online cancelling must close 0 to ${maxCancel} minutes (14 days) before a visit`]: msg`Online cancelling must close 0 to ${maxCancel} minutes (14 days) before a visit`,
  [EMBED_ORIGINS_TOO_MANY]: msg`At most ${embedMax} sites may show your booking page.`,
  [EMBED_ORIGINS_TOO_LONG]: msg`These sites’ addresses are too long together (at most ${embedChars} characters).`,
  [`Reminder lead time must be a whole number of hours from ${leadMin} to ${leadMax}`]: msg`Reminder lead time must be a whole number of hours from ${leadMin} to ${leadMax}`,
  // The phone ('Other' is the last of its providers).
  Other: msg`Other`,
  [PHONE_MESSAGES.provider]: msg`Please select a provider`,
  [PHONE_MESSAGES.apiKey]: msg`API key is required`,
  [PHONE_MESSAGES.phoneNumber]: msg`Redirect phone number is required`,
  [PHONE_MESSAGES.phoneNumberInvalid]: msg`Please enter a valid phone number`,
  [PHONE_MESSAGES.greeting]: msg`Greeting message is required`,
  [`Greeting message must be at most ${greetingMax} characters`]: msg`Greeting message must be at most ${greetingMax} characters`,
  [`Call time limit must be ${capMin} to ${capMax} minutes`]: msg`Call time limit must be ${capMin} to ${capMax} minutes`,
  // Backups.
  'This file is not a Salon Desk backup. Choose a file made with Export backup. Nothing was changed.': msg`This file is not a Salon Desk backup. Choose a file made with Export backup. Nothing was changed.`,
  'This file is not a Salon Desk backup (it is not valid JSON). Nothing was changed.': msg`This file is not a Salon Desk backup (it is not valid JSON). Nothing was changed.`,
};

/** i18n: for a value that is itself a word of the domain's (a backup's table). */
type Shaped = (values: TextValues, locale: string, i18n: I18n) => MessageDescriptor;

/** The English weekday a sentence names, in the owner's language (Intl); any other value as it came. */
function dayIn(values: TextValues, locale: string): string {
  const i = WEEKDAY_NAMES.indexOf(String(values.day) as (typeof WEEKDAY_NAMES)[number]);
  if (i < 0) return String(values.day);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + i, 12));
}

/** Sentences with values known at run time, by their `{place}` English. */
export const SHAPED: Record<string, Shaped> = {
  ...BACKUP_ROW_PROBLEMS,
  '{day} appears more than once': (v, l) => {
    const day = dayIn(v, l);
    return msg`${day} appears more than once`;
  },
  '{day}: opening time is required (HH:MM)': (v, l) => {
    const day = dayIn(v, l);
    return msg`${day}: opening time is required (HH:MM)`;
  },
  '{day}: closing time is required (HH:MM)': (v, l) => {
    const day = dayIn(v, l);
    return msg`${day}: closing time is required (HH:MM)`;
  },
  '{day}: closing time must be after opening time': (v, l) => {
    const day = dayIn(v, l);
    return msg`${day}: closing time must be after opening time`;
  },
  '{day} is missing': (v, l) => {
    const day = dayIn(v, l);
    return msg`${day} is missing`;
  },
  'This backup is of another salon ("{other}"). Only a backup of {salon} can be restored here. Nothing was changed.': (v) => {
    const other = String(v.other);
    const salon = String(v.salon);
    return msg`This backup is of another salon ("${other}"). Only a backup of ${salon} can be restored here. Nothing was changed.`;
  },
  "This backup can't be restored: it was made by a newer version of Salon Desk (backup format {version}; this app reads format {current}). Update the app and try again. Nothing was changed.":
    (v) => {
      const version = String(v.version);
      const current = String(v.current);
      return msg`This backup can't be restored: it was made by a newer version of Salon Desk (backup format ${version}; this app reads format ${current}). Update the app and try again. Nothing was changed.`;
    },
  "This backup can't be restored: its backup format ({version}) is not one this app reads (format {current}). Nothing was changed.": (v) => {
    const version = String(v.version);
    const current = String(v.current);
    return msg`This backup can't be restored: its backup format (${version}) is not one this app reads (format ${current}). Nothing was changed.`;
  },
  "This backup can't be restored: the file is too large ({size} MB; a backup is at most {max} MB). Nothing was changed.": (v) => {
    const size = String(v.size);
    const max = String(v.max);
    return msg`This backup can't be restored: the file is too large (${size} MB; a backup is at most ${max} MB). Nothing was changed.`;
  },
  // A stored value a check refused (a time, a date, a zone, a booking rule), shown as it came.
  'Invalid time "{value}": use HH:MM': (v) => {
    const value = String(v.value);
    return msg`Invalid time "${value}": use HH:MM`;
  },
  'Invalid date "{value}": use a real date as YYYY-MM-DD': (v) => {
    const value = String(v.value);
    return msg`Invalid date "${value}": use a real date as YYYY-MM-DD`;
  },
  'Unknown time zone "{zone}"': (v) => {
    const zone = String(v.zone);
    return msg`Unknown time zone "${zone}"`;
  },
  'Minimum notice must be a whole number of minutes, 0 or more: {value}': (v) => {
    const value = String(v.value);
    return msg`Minimum notice must be a whole number of minutes, 0 or more: ${value}`;
  },
  'Maximum advance must be a whole number of days, 0 or more: {value}': (v) => {
    const value = String(v.value);
    return msg`Maximum advance must be a whole number of days, 0 or more: ${value}`;
  },
  'Slot interval must be 15, 30 or 60 minutes: {value}': (v) => {
    const value = String(v.value);
    return msg`Slot interval must be 15, 30 or 60 minutes: ${value}`;
  },
  'This backup is of another salon ("{other}"). Nothing was changed.': (v) => {
    const other = String(v.other);
    return msg`This backup is of another salon ("${other}"). Nothing was changed.`;
  },
  'This device is almost out of room for the salon’s data: {percent}% of the {quota} the browser allows is used. Free up space on the device and keep a backup (Salon Profile → Backup), or new bookings may not save here.':
    (v) => {
      const percent = String(v.percent);
      const quota = String(v.quota);
      return msg`This device is almost out of room for the salon’s data: ${percent}% of the ${quota} the browser allows is used. Free up space on the device and keep a backup (Salon Profile → Backup), or new bookings may not save here.`;
    },
};
