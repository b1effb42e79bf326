// Unit tests run Dexie on an in-memory IndexedDB.
import 'fake-indexeddb/auto';
// Texts written with Lingui's macro read in English, as the app starts before a catalog is in.
import { i18n } from '@lingui/core';

i18n.load('en', {});
i18n.activate('en');
