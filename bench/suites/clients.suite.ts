// The Clients screen on a salon with 20,000 clients (fake-indexeddb in Node).
// A keystroke is the screen's own work: the pure search over the index, then React's server
// renderer of the list component for the page shown (the markup the browser then lays out).
// Typing goes letter by letter through a name and a phone, as an owner types. Reading the cards
// and building the index happen once per change of the customers table, not per keystroke;
// they are timed beside. Seeding is not timed.
import { createElement } from 'react';
import { inEnglish } from '../lib/english';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SalonDeskDB } from '../../src/db/database';
import { readClientCard, readClientDirectory, readVisitSummaries } from '../../src/data/queries/clients';
import { buildClientIndex, searchClients } from '../../src/domain/clients';
import type { Customer } from '../../src/domain/types';
import { ClientList } from '../../src/features/clients/ClientList';
import { CLIENTS_PAGE } from '../../src/features/clients/clients-view';
import type { BenchSuite } from '../lib/types';
import { DEFAULT_SEED, seedSalon } from './seed';

const CLIENTS = 20_000;
const APPOINTMENTS = 40_000;
const fmt = (n: number) => n.toLocaleString('en-US');

/** Every prefix of each term: one keystroke each. */
const keystrokes = (...terms: string[]) => terms.flatMap((t) => [...t].map((_, i) => t.slice(0, i + 1)));

let db: SalonDeskDB | null = null;

const clientsSuite: BenchSuite = {
  name: 'clients',
  async setup() {
    db = new SalonDeskDB(`salon-desk-bench-clients-${process.pid}`);
    await db.open();
    const database = db;
    const seed = await seedSalon(database, { ...DEFAULT_SEED, customers: CLIENTS, appointments: APPOINTMENTS });
    const { salonId } = seed;
    const customers = await readClientDirectory(database, salonId);
    if (customers.length !== CLIENTS) throw new Error(`bench: ${customers.length} clients seeded, expected ${CLIENTS}`);
    const index = buildClientIndex(customers);
    const keys = keystrokes('maria ngu', '(555) 2042', 'lopez');
    let k = 0;
    const render = (rows: Customer[]) =>
      renderToStaticMarkup(inEnglish(createElement(MemoryRouter, null, createElement(ClientList, { salonId, rows, selectedId: null }))));
    const keystroke = () => {
      const found = searchClients(index, keys[k++ % keys.length], CLIENTS_PAGE);
      return render(found.rows);
    };
    const firstPage = searchClients(index, '', CLIENTS_PAGE).rows.map((c) => c.id);
    const broad = searchClients(index, 'maria', CLIENTS_PAGE);
    const size = `${fmt(CLIENTS)} clients, ${fmt(APPOINTMENTS)} appointments`;

    return [
      {
        name: 'clients search: keystroke -> page of 50 rendered',
        size: `${size}; typing "maria ngu", "(555) 2042", "lopez" key by key ("maria": ${fmt(broad.total)} matches)`,
        budgetMs: 50,
        run: keystroke,
      },
      {
        name: 'clients search: keystroke, search only',
        size: `${size}; the same keys`,
        run: () => searchClients(index, keys[k++ % keys.length], CLIENTS_PAGE),
      },
      {
        name: 'clients index: build (once per change of customers)',
        size: `${fmt(CLIENTS)} clients`,
        runs: 10,
        run: () => buildClientIndex(customers),
      },
      {
        name: 'clients directory: read (once per change of customers)',
        size: `${fmt(CLIENTS)} clients from IndexedDB`,
        runs: 5,
        warmup: 1,
        run: () => readClientDirectory(database, salonId),
      },
      {
        name: 'clients list: visits of the shown 50',
        size: `${size}; by customer_id`,
        run: () => readVisitSummaries(database, salonId, firstPage),
      },
      {
        name: 'client card: read',
        size: `${size}; one client with ${(APPOINTMENTS / CLIENTS).toFixed(0)} appointments on average`,
        run: () => readClientCard(database, salonId, firstPage[0]),
      },
    ];
  },
  async teardown() {
    if (db) {
      db.close();
      await db.delete();
      db = null;
    }
  },
};
export default clientsSuite;
