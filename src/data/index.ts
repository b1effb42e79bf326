// The read layer (DESIGN.md §2): every screen reads the device's database through these hooks.
// Features import this folder and src/db/repositories (writes), never db/database or dexie.
export * from './salon-data';
export { useSalon } from './salon';
export { ownerDisplayName, salonDisplayName, type NameSources } from './display-names';
