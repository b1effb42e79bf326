// Replaced by the real screen (issue 3).
export { SchedulePage } from '../placeholder/pages';
