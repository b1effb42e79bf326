// Unit tests run Dexie on an in-memory IndexedDB.
import 'fake-indexeddb/auto';
