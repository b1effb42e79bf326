// Salon backup: export every live row of the salon, and restore a checked backup in one
// transaction through the writer, so each restored row is stamped and queued for sync like any
// other edit, and a failure anywhere leaves the device exactly as it was.
//
// Every write of a restore is marked origin 'restore' (on its outbox entry, sent with the mutation):
// the server then queues no confirmation for a restored appointment, whose customer had one when it
// was first booked, and still queues its reminder.
//
// Merge rule (restore by id): a row of the backup replaces the row with the same id on this device
// (bringing back a deleted one); rows the backup does not have are kept; a row already exactly as in
// the backup is left alone (nothing to send). The salon row keeps its id and owner; its details are
// set to the backup's.
import { BACKUP_TABLES, backupFileName, buildBackup, parseBackup, type BackupTable, type SalonBackup } from '../../domain/backup';
import { PreconditionError } from '../../domain/errors';
import { SYNCED_TABLES, type Salon, type SyncedTables } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { salonRowsOf } from '../salon-rows';
import { patchRow, putRow, writeTogether, type NewRow, type RowPatch } from '../writer';

async function liveSalon(ctx: WriteContext, salonId: string | null | undefined): Promise<Salon> {
  const salon = salonId ? await ctx.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  return salon;
}

type AllRows = { [K in BackupTable]: SyncedTables[K][] };

async function salonRows(ctx: WriteContext, salonId: string): Promise<AllRows> {
  const entries = await Promise.all(BACKUP_TABLES.map(async (t) => [t, await salonRowsOf(ctx.db.table(t), salonId).toArray()] as const));
  return Object.fromEntries(entries) as AllRows;
}

/** The backup of the salon as it is on this device now, and the name to save it under. */
export async function exportSalonBackup(salonId: string | null, ctx?: WriteContext): Promise<{ backup: SalonBackup; fileName: string }> {
  const c = ctx ?? (await appContext());
  const { db } = c;
  // One read transaction: the file is a consistent snapshot even if a sync lands meanwhile.
  return db.transaction('r', ['salons', ...BACKUP_TABLES], async () => {
    const salon = await liveSalon(c, salonId);
    const now = new Date(c.now());
    return { backup: buildBackup(salon, await salonRows(c, salon.id), now), fileName: backupFileName(salon.name, now) };
  });
}

/**
 * Checks a backup file's text for this salon (see parseBackup); nothing is written. References may
 * also point at rows this device already holds, e.g. an appointment's since-deleted service.
 */
export async function checkBackupFile(salonId: string | null, fileText: string, sizeBytes?: number, ctx?: WriteContext): Promise<SalonBackup> {
  const c = ctx ?? (await appContext());
  const salon = await liveSalon(c, salonId);
  const rows = await salonRows(c, salon.id);
  const knownIds = new Set(BACKUP_TABLES.flatMap((t) => rows[t].map((r) => r.id)));
  return parseBackup(fileText, { id: salon.id, name: salon.name }, { knownIds, sizeBytes });
}

function sameContent(existing: Record<string, unknown>, row: Record<string, unknown>): boolean {
  return Object.keys(row).every((k) => (existing[k] ?? null) === (row[k] ?? null));
}

const RESTORE = { origin: 'restore' } as const;

export interface RestoreResult {
  /** Rows written (and queued for sync). */
  written: number;
  /** Rows already exactly as in the backup. */
  unchanged: number;
}

/** Restores a checked backup into its salon: everything or, on any failure, nothing. */
export async function restoreSalonBackup(salonId: string | null, backup: SalonBackup, ctx?: WriteContext): Promise<RestoreResult> {
  const c = ctx ?? (await appContext());
  const result: RestoreResult = { written: 0, unchanged: 0 };
  await writeTogether(c, [...SYNCED_TABLES], async () => {
    const salon = await liveSalon(c, salonId);
    if (backup.salon.id !== salon.id)
      throw new PreconditionError({ text: 'This backup is of another salon ("{other}"). Nothing was changed.', values: { other: backup.salon.name } });
    const { id: _id, ...details } = backup.salon;
    if (sameContent(salon as unknown as Record<string, unknown>, details)) result.unchanged++;
    else {
      await patchRow(c, 'salons', salon.id, details as RowPatch<'salons'>, RESTORE);
      result.written++;
    }
    for (const t of BACKUP_TABLES) {
      const rows = backup.tables[t] as unknown as Record<string, unknown>[];
      const existing = await c.db.table(t).bulkGet(rows.map((r) => r.id as string));
      for (let i = 0; i < rows.length; i++) {
        const before = existing[i] as Record<string, unknown> | undefined;
        if (before && !before.deleted && sameContent(before, rows[i])) {
          result.unchanged++;
          continue;
        }
        await putRow(c, t, rows[i] as unknown as NewRow<typeof t>, RESTORE);
        result.written++;
      }
    }
  });
  return result;
}
