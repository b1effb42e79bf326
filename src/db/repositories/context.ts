// The app's write context for the few screens that hand it on: the assistant's queue and the
// device-only settings take the database from it. Features may import repositories but not
// db/context or db/database (eslint.config.js), so a screen never reaches the database but
// through a repository or the read layer (src/data).
export { appContext, type WriteContext } from '../context';
