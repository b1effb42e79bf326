// Replaced by the real screen (issue 3).
export { AppointmentsPage } from '../placeholder/pages';
