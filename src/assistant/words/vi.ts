// Sarah's own words in Vietnamese, polite to the customer ("quý khách"). Texts meant for the model
// rather than the customer (tool plumbing, the returning-client marker) stay as in English.
import { weekdayOf, type ZonedNow } from '../../domain/dates';
import { toCents } from '../../domain/money';
import { EN, type ProposalAction, type ReadBackParts, type Words } from './en';

const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

const weekday = (date: string) => WEEKDAYS[weekdayOf(date)];
const onDate = (date: string) => `${weekday(date)}, ${date}`;
/** 'lúc 14 giờ 30', 'lúc 10 giờ': the 24-hour clock, as Vietnamese is read. */
const spokenTime = (time: string) => `lúc ${Number(time.slice(0, 2))} giờ${time.slice(3, 5) === '00' ? '' : ` ${Number(time.slice(3, 5))}`}`;
/** 'Thứ Sáu, ngày 28 tháng 11, lúc 10 giờ'. */
const spokenWhen = (date: string, time: string) => `${weekday(date)}, ngày ${Number(date.slice(8, 10))} tháng ${Number(date.slice(5, 7))}, ${spokenTime(time)}`;

function spokenPrice(price: number): string {
  const cents = Math.abs(toCents(price));
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (cents === 0) return 'miễn phí';
  return rest === 0 ? `${dollars} đô la` : dollars === 0 ? `${rest} xu` : `${dollars} đô la ${rest} xu`;
}

function noticePhrase(minutes: number): string {
  if (minutes > 2880 && minutes % 1440 === 0) return `${minutes / 1440} ngày`;
  if (minutes >= 60 && minutes % 60 === 0) return `${minutes / 60} giờ`;
  if (minutes > 60) return `${Math.floor(minutes / 60)} giờ ${minutes % 60} phút`;
  return `${minutes} phút`;
}

const servicesSaid = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} và ${names[names.length - 1]}`);
const actionSaid = (a: ProposalAction) =>
  a.kind === 'book' ? `đặt ${servicesSaid(a.services)} cho ${a.customer}` : a.kind === 'move' ? `đổi lịch ${a.service}` : `hủy lịch ${a.service ?? 'hẹn'}`;
const TOPICS = { bookings: 'đặt, đổi hoặc hủy lịch hẹn', pricing: 'giá cả', hours: 'giờ mở cửa' } as const;
const TRY_AGAIN = 'Quý khách vui lòng thử lại hoặc gọi cho tiệm.';
const PICK_ANOTHER_DAY = 'Quý khách vui lòng chọn ngày khác.';

export const VI: Words = {
  REPLY_TECHNICAL_DIFFICULTIES: 'Xin lỗi, hệ thống đang gặp sự cố kỹ thuật. Quý khách vui lòng thử lại sau giây lát.',
  REPLY_EMPTY: 'Xin lỗi, tôi gặp trục trặc khi xử lý yêu cầu của quý khách.',
  REPLY_QUEUED: 'Hiện tôi không kết nối được với trợ lý. Tin nhắn của quý khách đã được lưu và sẽ được trả lời ngay khi có kết nối trở lại.',
  SLOTS_DATE_FORMAT: 'Quý khách vui lòng cho một ngày hợp lệ theo dạng YYYY-MM-DD.',
  BOOKING_DATE_FORMAT: 'Tôi nhận được ngày không đúng định dạng. Quý khách vui lòng cho ngày theo dạng YYYY-MM-DD.',
  NOT_A_DATE: 'Quý khách vui lòng cho một ngày hợp lệ.',
  PAST_DATE: 'Quý khách vui lòng chọn hôm nay hoặc một ngày sắp tới.',
  closedOn: (day) => `Tiệm đóng cửa vào ${day} hằng tuần. ${PICK_ANOTHER_DAY}`,
  TIME_FORMAT: 'Quý khách vui lòng cho giờ theo dạng HH:MM (ví dụ 14:00).',
  TIME_PASSED: 'Giờ đó hôm nay đã qua rồi. Quý khách vui lòng chọn giờ muộn hơn.',
  severalOptions: (name) => `Tiệm có nhiều lựa chọn cho ${name}. Quý khách muốn chọn loại nào ạ?`,
  serviceNotFound: (name, offered) =>
    offered.length > 0
      ? `Tôi không tìm thấy dịch vụ tên "${name}". Tiệm có: ${offered.join(', ')}.`
      : `Tôi không tìm thấy dịch vụ tên "${name}". Tiệm chưa có dịch vụ nào trong danh sách.`,
  noStaffForService: (service) => `Xin lỗi, hiện chưa có thợ nào làm được ${service}.`,
  noSpecialistsOn: (service, day) => `Xin lỗi, vào ${day} không có thợ nào làm ${service}. ${PICK_ANOTHER_DAY}`,
  noTimesLeft: (service, date) => `Xin lỗi, ngày ${date} không còn giờ trống cho ${service}. ${PICK_ANOTHER_DAY}`,
  AVAILABILITY_TROUBLE: 'Hiện tôi không kiểm tra được lịch trống. Quý khách vui lòng thử lại sau giây lát.',
  slotTaken: (time) => `Xin lỗi, giờ ${time} vừa có người đặt. Quý khách vui lòng chọn giờ khác.`,
  noStaffAtTime: (time, date) => `Xin lỗi, lúc ${time} ngày ${date} không còn thợ nào rảnh. Quý khách vui lòng chọn giờ khác.`,
  outsideHours: (day, open, close) => `Vào ${day}, tiệm mở cửa từ ${open} đến ${close}. Quý khách vui lòng chọn giờ trong thời gian mở cửa.`,
  noticePhrase,
  tooSoonAt: (notice, day, time) => `Tiệm cần đặt trước ít nhất ${notice}, nên sớm nhất tôi có thể xếp ${day} là lúc ${time}.`,
  tooSoonNothingLeft: (notice, day) => `Tiệm cần đặt trước ít nhất ${notice}, nên ${day} không còn giờ nào tôi có thể xếp. Quý khách vui lòng chọn ngày sau.`,
  tooSoonUntil: (notice, when) => `Tiệm cần đặt trước ít nhất ${notice}; sớm nhất tôi có thể đặt là ${when}. Quý khách vui lòng chọn ngày sau.`,
  tooFarAhead: (days, lastDate) =>
    days === 0
      ? `Tiệm chỉ nhận đặt lịch trong ngày; ngày xa nhất tôi có thể đặt là ${lastDate}.`
      : `Tiệm nhận đặt lịch trước tối đa ${days} ngày; ngày xa nhất tôi có thể đặt là ${lastDate}.`,
  staffAway: (name, day) => `Xin lỗi, ${name} nghỉ ${day}. Quý khách vui lòng chọn ngày khác, hoặc tôi có thể xếp thợ nào đang rảnh.`,
  noneInOn: (service, day) => `Xin lỗi, ${day} không có thợ làm ${service} nào đi làm. ${PICK_ANOTHER_DAY}`,
  serviceHidden: (service) => `Hiện ${service} chưa nhận đặt lịch.`,
  REFUSED: {
    choose_service: 'Quý khách vui lòng chọn một dịch vụ.',
    choose_time: 'Quý khách vui lòng chọn giờ.',
    name_required: 'Quý khách vui lòng cho biết tên để đặt lịch.',
    name_too_long: 'Tên này dài quá. Quý khách vui lòng cho tên ngắn hơn.',
    phone_required: 'Quý khách vui lòng cho biết số điện thoại để đặt lịch.',
    phone_too_long: 'Số điện thoại này dài quá. Quý khách vui lòng kiểm tra lại.',
    phone_invalid: 'Số điện thoại này không hợp lệ. Quý khách vui lòng kiểm tra lại.',
    email_too_long: 'Địa chỉ email này dài quá. Quý khách vui lòng kiểm tra lại.',
    email_invalid: 'Địa chỉ email này không hợp lệ. Quý khách vui lòng kiểm tra lại.',
  },
  BOOKING_FAILED: `Xin lỗi, tôi không đặt được lịch hẹn đó. ${TRY_AGAIN}`,
  CANCEL_FAILED: `Xin lỗi, tôi không hủy được lịch hẹn đó. ${TRY_AGAIN}`,
  noAppointmentsFor: (phone) => `Tôi không tìm thấy lịch hẹn nào với số ${phone}. Quý khách kiểm tra lại số điện thoại giúp tôi được không ạ?`,
  returningClient: EN.returningClient,
  APPOINTMENT_NOT_FOUND: 'Xin lỗi, tôi không tìm thấy lịch hẹn đó.',
  PHONE_NOT_GIVEN: 'Quý khách cho tôi xin số điện thoại để đặt lịch được không ạ? Tôi chỉ có thể đặt lịch với số quý khách cung cấp.',
  RESCHEDULE_NOT_FOUND: 'Xin lỗi, tôi không tìm thấy lịch hẹn đó với số điện thoại quý khách đưa. Quý khách kiểm tra lại số giúp tôi được không ạ?',
  RESCHEDULE_FAILED: `Xin lỗi, tôi không đổi được lịch hẹn đó. ${TRY_AGAIN}`,
  MOVE_CANCELED: 'Lịch hẹn đó đã bị hủy nên không có gì để đổi. Tôi có thể đặt lịch mới cho quý khách.',
  MOVE_PAST: 'Lịch hẹn đó đã qua nên không đổi được. Tôi có thể đặt lịch mới cho quý khách.',
  staffNotFound: (name, team) =>
    team.length > 0 ? `Tôi không tìm thấy thợ nào tên "${name}". Thợ của tiệm: ${team.join(', ')}.` : `Tôi không tìm thấy thợ nào tên "${name}".`,
  staffCannotDo: (staff, service) => `Xin lỗi, ${staff} không làm ${service}. Quý khách vui lòng chọn người khác, hoặc tôi có thể xếp thợ nào đang rảnh.`,
  ABILITY_TOPICS: TOPICS,
  abilityOff: (ability) => `Xin lỗi, ở đây tôi không thể giúp về ${TOPICS[ability]}, nhưng tôi có thể ghi lại lời nhắn và tiệm sẽ liên lạc lại với quý khách.`,
  messageTaken: (name, phone, callback) =>
    callback
      ? `Đã lưu lời nhắn cho tiệm. Hãy nói với ${name} rằng tiệm sẽ gọi lại số ${phone} sớm nhất có thể.`
      : `Đã lưu lời nhắn cho tiệm. Hãy nói với ${name} rằng tiệm đã nhận lời nhắn và sẽ liên lạc lại nếu cần.`,
  MESSAGE_PHONE_NOT_GIVEN: 'Hãy hỏi khách số điện thoại để tiệm liên lạc trước khi để lại lời nhắn.',
  MESSAGE_PHONE_INVALID: 'Đó có vẻ không phải số điện thoại. Hãy hỏi khách số để tiệm liên lạc.',
  MESSAGE_FAILED: `Xin lỗi, tôi không lưu được lời nhắn của quý khách. ${TRY_AGAIN}`,
  relativeDateNotUnderstood: (text) => `Tôi không hiểu ngày "${text}". Hãy thử các cụm như 'today', 'tomorrow', 'next Monday', 'this Friday' hoặc 'next week'.`,
  unknownTool: EN.unknownTool,
  invalidArguments: EN.invalidArguments,
  requestedPending: (service, customer, when, staff) =>
    `Đã gửi yêu cầu ${service} cho ${customer} vào ${when} với ${staff}. Tiệm sẽ xác nhận sớm; giờ này được giữ cho đến lúc đó.`,
  visitDoesNotFit: (services, time, failed) =>
    `Xin lỗi, làm liền ${services} từ ${time} thì không vừa: ${failed} không xếp tiếp được. Quý khách có muốn chọn giờ khác không ạ?`,
  time: EN.time,
  weekday,
  onDate,
  dayPhrase: (date: string, now?: ZonedNow) => (now?.date === date ? 'hôm nay' : `vào ${onDate(date)}`),
  dateAt: (date, time) => `${onDate(date)} lúc ${time}`,
  THE_CUSTOMER: 'khách',
  OUR_TEAM: 'thợ của tiệm',
  list: servicesSaid,
  APPOINTMENT: 'Lịch hẹn',
  booked: (service, customer, when, staff) => `Đã đặt ${service} cho ${customer} vào ${when} với ${staff}.`,
  visitBooked: (services, customer, when, staff, until) => `Đã đặt ${services} cho ${customer} vào ${when} với ${staff}, làm liền nhau đến ${until}.`,
  alreadyBooked: (services, customer, date, time) => `${services} đã được đặt cho ${customer} vào ngày ${date} lúc ${time}.`,
  movedFromTo: (service, from, to, staff) => `Đã đổi ${service} từ ${from} sang ${to} với ${staff}.`,
  alreadyOn: (service, when, staff) => `${service} đã ở ${when} với ${staff}.`,
  summaryOn: (service, when) => `${service} vào ${when}`,
  alreadyCanceled: (summary) => `${summary} đã được hủy trước đó.`,
  canceledFor: (summary, customer) => `Đã hủy ${summary} của ${customer}.`,
  servicesSaid,
  readBack(p: ReadBackParts, pricing: boolean): string {
    const to = spokenWhen(p.date, p.time.slice(0, 5));
    const when = p.from ? ` từ ${spokenWhen(p.from.date, p.from.time.slice(0, 5))} sang ${to}` : ` vào ${to}`;
    const staff = p.staff ? ` với ${p.staff}` : '';
    const price = pricing && p.price !== undefined ? `, giá ${spokenPrice(p.price)}` : '';
    return `Xin xác nhận lại: quý khách muốn ${actionSaid(p.action)}${when}${staff}${price}, đúng không ạ?`;
  },
};
