// Replaced by the real screen (issue 3).
export { StaffPage } from '../placeholder/pages';
