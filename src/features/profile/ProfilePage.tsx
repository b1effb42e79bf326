// Replaced by the real screen (issue 3).
export { ProfilePage } from '../placeholder/pages';
