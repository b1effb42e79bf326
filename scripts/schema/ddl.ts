// SQL that recreates one function, trigger, index or policy as a database built from the schema
// files holds it, read from that database's catalog: what a new migration copies.
import type { PGlite } from '@electric-sql/pglite';

const PRIVILEGE: Record<string, string> = {
  r: 'select',
  a: 'insert',
  w: 'update',
  d: 'delete',
  D: 'truncate',
  x: 'references',
  t: 'trigger',
  X: 'execute',
};

/** `grant` statements for an ACL such as {anon=X/postgres,...}; the owner's own entry is implied. */
export function grantsOf(acl: string[], on: string, owner = 'postgres'): string[] {
  return acl.flatMap((item) => {
    const m = /^(.*)=([a-zA-Z*]*)\/(.*)$/.exec(item);
    if (!m || m[1] === owner) return [];
    const privileges = [...m[2].replace(/[*m]/g, '')].map((c) => PRIVILEGE[c]).filter(Boolean);
    return privileges.length ? [`grant ${privileges.join(', ')} on ${on} to ${m[1] === '' ? 'public' : m[1]};`] : [];
  });
}

const FUNCTION_KEY = `quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' ||
  coalesce((select string_agg(format_type(t, null), ', ' order by i) from unnest(p.proargtypes::oid[]) with ordinality u(t, i)), '') || ')'`;

/** `create or replace function` as the catalog holds it, followed by its grants. */
export async function functionDdl(db: PGlite, key: string): Promise<string> {
  const { rows } = await db.query<{ def: string; acl: string[] | null }>(
    `select pg_get_functiondef(p.oid) as def, (select array_agg(a::text) from unnest(p.proacl) a) as acl
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${FUNCTION_KEY} = $1`,
    [key],
  );
  if (rows.length !== 1) throw new Error(`function ${key} is not in the schema files`);
  const on = `function ${key}`;
  const acl = rows[0].acl;
  const grants = acl ? [`revoke all on ${on} from public, anon, authenticated, service_role;`, ...grantsOf(acl, on)] : [];
  return [`${rows[0].def.trimEnd()};`, ...grants].join('\n');
}

/** Functions in the order the schema files create them, so a helper comes before its callers. */
export async function functionKeysInOrder(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select ${FUNCTION_KEY} as key from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'sync_private') order by p.oid`,
  );
  return rows.map((r) => r.key);
}

export async function triggerDdl(db: PGlite, name: string, table: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(`select pg_get_triggerdef(oid) as def from pg_trigger where tgname = $1 and tgrelid = $2::regclass`, [
    name,
    table,
  ]);
  return `drop trigger if exists ${name} on ${table};\n${rows[0].def};`;
}

export async function indexDdl(db: PGlite, index: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(`select pg_get_indexdef($1::regclass) as def`, [index]);
  return `drop index if exists ${index};\n${rows[0].def};`;
}

const COMMAND: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };

export async function policyDdl(db: PGlite, name: string, table: string): Promise<string> {
  const { rows } = await db.query<{ permissive: boolean; cmd: string; roles: string; qual: string | null; check: string | null }>(
    `select polpermissive as permissive, polcmd::text as cmd,
            (select string_agg(case when r = 0 then 'public' else pg_get_userbyid(r) end, ', ') from unnest(polroles) r) as roles,
            pg_get_expr(polqual, polrelid) as qual, pg_get_expr(polwithcheck, polrelid) as check
       from pg_policy where polname = $1 and polrelid = $2::regclass`,
    [name, table],
  );
  const p = rows[0];
  return [
    `drop policy if exists ${name} on ${table};`,
    `create policy ${name} on ${table}${p.permissive ? '' : ' as restrictive'} for ${COMMAND[p.cmd]} to ${p.roles}` +
      (p.qual ? `\n  using (${p.qual})` : '') +
      (p.check ? `\n  with check (${p.check})` : '') +
      ';',
  ].join('\n');
}
