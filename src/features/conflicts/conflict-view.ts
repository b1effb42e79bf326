// View-model of the Conflicts screen: which conflicts are still open, and refused mutations in
// words. Pure, so the rules behind the bell's badge and the screen are unit-tested.
import type { ConflictRow } from '../../data';
import { REGISTRY, type TableDef } from '../../domain/tables';
import type { AppointmentStatus, SyncedTableName } from '../../domain/types';

/**
 * A double booking is open while nobody marked it resolved and its flagged appointment still
 * exists in status 'conflict' (another device may have settled it already: the pull says so).
 * A refused change is open until dismissed.
 */
export function isOpenConflict(c: Pick<ConflictRow, 'kind' | 'resolved' | 'row_id'>, statusOf: (id: string) => AppointmentStatus | undefined): boolean {
  if (c.resolved) return false;
  if (c.kind === 'rejected') return true;
  return c.row_id !== null && statusOf(c.row_id) === 'conflict';
}

export function openConflictCount(conflicts: readonly ConflictRow[], statusOf: (id: string) => AppointmentStatus | undefined): number {
  return conflicts.filter((c) => isOpenConflict(c, statusOf)).length;
}

/** Where a refused change reads better than the registry's noun for one row ("Staff schedule", not "Staff schedule day"). */
const TABLE_LABELS: Partial<Record<SyncedTableName, string>> = {
  staff_services: 'Staff service link',
  business_hours: 'Business hours',
  staff_schedules: 'Staff schedule',
  call_turns: 'Call transcript line',
  message_settings: 'Message settings',
  booking_settings: 'Booking rules',
};

/** What a refused change is a change of: the registry's noun ("Customer"), so a new table needs no line here. */
export function tableLabel(table: SyncedTableName | null): string {
  if (!table) return 'Unknown';
  const noun = (REGISTRY[table] as TableDef | undefined)?.noun[0];
  return TABLE_LABELS[table] ?? (noun ? noun[0].toUpperCase() + noun.slice(1) : table);
}

const OP_LABELS = { put: 'Saved', patch: 'Changed', delete: 'Deleted' } as const;

/** Ids and bookkeeping mean nothing to the owner; the written values do. */
const HIDDEN_FIELDS = new Set(['id', 'salon_id', 'owner_id', 'updated_at', 'version', 'deleted']);

/** A column as the owner reads it in English: 'staff_id' → 'Staff', 'buffer_minutes' → 'Buffer minutes'. */
export function fieldName(key: string): string {
  const words = key.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A written value: 'empty', 'yes', 'no' (words, said in the owner's language), or the value as text. */
export type FieldValue = { word: 'empty' | 'yes' | 'no' } | { text: string };

function fieldValue(v: unknown): FieldValue {
  if (v === null || v === undefined || v === '') return { word: 'empty' };
  if (typeof v === 'boolean') return { word: v ? 'yes' : 'no' };
  if (typeof v === 'object') return { text: JSON.stringify(v) };
  const s = String(v);
  return { text: s.length > 60 ? `${s.slice(0, 57)}…` : s };
}

/** What the device had tried to write, in parts: the operation and each shown field; null when nothing was kept. */
export function mutationParts(mutation: ConflictRow['mutation']): { op: string; fields: { key: string; value: FieldValue }[] } | null {
  if (!mutation) return null;
  if (mutation.op === 'delete') return { op: mutation.op, fields: [] };
  const fields = Object.entries(mutation.fields)
    .filter(([k]) => !HIDDEN_FIELDS.has(k))
    .map(([key, v]) => ({ key, value: fieldValue(v) }));
  return { op: mutation.op, fields };
}

const ENGLISH_WORDS = { empty: '(empty)', yes: 'yes', no: 'no' } as const;

/** 'Changed: Price 45.5, Duration 60' — what the device had tried to write, in English. */
export function mutationSummary(mutation: ConflictRow['mutation']): string {
  const parts = mutationParts(mutation);
  if (!parts) return 'No details were kept.';
  const op = OP_LABELS[parts.op as keyof typeof OP_LABELS] ?? parts.op;
  const fields = parts.fields.map(({ key, value }) => `${fieldName(key)} ${'word' in value ? ENGLISH_WORDS[value.word] : value.text}`);
  return fields.length ? `${op}: ${fields.join(', ')}` : op;
}
