// What the database holds, as one line of text per object, so two databases built two ways (the
// migrations one after another, or platform.sql + supabase/schemas/) can be compared object by
// object. One SQL query gives it all as JSON, so the same text comes out of PGlite and out of
// psql on PostgreSQL 15. Objects of the platform (auth, realtime, extensions) are listed too:
// both sides apply platform.sql, so they differ only where the migrations touched them.

/** Schemas left out: the catalogs, and the migration runner's own bookkeeping. */
const OMITTED = `('pg_catalog', 'information_schema', 'pg_toast', '_salon_desk')`;

export const CATALOG_SQL = `
with ns as (
  select oid, nspname from pg_namespace
  where nspname not in ${OMITTED} and nspname not like 'pg_temp%' and nspname not like 'pg_toast%'
),
ext_member as (
  select objid, classid from pg_depend where deptype = 'e'
),
rel as (
  select c.oid, c.relname, c.relkind, c.relpersistence, c.relrowsecurity, c.relforcerowsecurity,
         c.relacl, c.reloptions, c.relreplident, ns.nspname,
         quote_ident(ns.nspname) || '.' || quote_ident(c.relname) as qname
  from pg_class c join ns on ns.oid = c.relnamespace
  where not exists (select 1 from ext_member e where e.objid = c.oid and e.classid = 'pg_class'::regclass)
),
objects(kind, name, def) as (
  select 'schema', nspname::text,
         concat_ws(' ', 'owner', pg_get_userbyid(n.nspowner), 'acl', (select array_agg(a::text order by a::text) from unnest(n.nspacl) a)::text)
  from pg_namespace n where n.oid in (select oid from ns)
  union all
  select 'extension', extname::text, concat_ws(' ', 'in', extnamespace::regnamespace::text)
  from pg_extension
  union all
  select 'role settings', rolname::text, (select array_agg(s order by s) from unnest(setconfig) s)::text
  from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
  union all
  select 'type', format_type(t.oid, null),
         concat_ws(' ', t.typtype::text,
           (select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = t.oid),
           case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
           (select string_agg(pg_get_constraintdef(k.oid), ' ') from pg_constraint k where k.contypid = t.oid))
  from pg_type t join ns on ns.oid = t.typnamespace
  where t.typtype in ('e', 'd')
     or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c')
  union all
  select case relkind when 'r' then 'table' when 'p' then 'table' when 'v' then 'view'
                      when 'm' then 'materialized view' when 'S' then 'sequence' when 'c' then 'type' end,
         qname,
         concat_ws(' | ',
           'persistence ' || relpersistence::text, 'rls ' || relrowsecurity::text || '/' || relforcerowsecurity::text,
           'replica identity ' || relreplident::text, 'options ' || reloptions::text,
           'acl ' || (select array_agg(a::text order by a::text) from unnest(relacl) a)::text,
           case when relkind in ('v', 'm') then pg_get_viewdef(rel.oid) end,
           case when relkind = 'S' then (
             select concat_ws(' ', format_type(seqtypid, null), seqstart, seqincrement, seqmin, seqmax, seqcache, seqcycle)
             from pg_sequence where seqrelid = rel.oid) end,
           (select string_agg(concat_ws(' ', quote_ident(a.attname), format_type(a.atttypid, a.atttypmod),
                     case when a.attnotnull then 'not null' end,
                     case when a.attidentity <> '' then 'identity ' || a.attidentity::text end,
                     case when a.attgenerated <> '' then 'generated' end,
                     case when a.attcollation <> 0 and a.attcollation <> t.typcollation
                          then 'collate ' || a.attcollation::regcollation::text end,
                     'default ' || pg_get_expr(d.adbin, d.adrelid),
                     'acl ' || (select array_agg(x::text order by x::text) from unnest(a.attacl) x)::text), ', ' order by a.attnum)
            from pg_attribute a join pg_type t on t.oid = a.atttypid
            left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped))
  from rel where relkind in ('r', 'p', 'v', 'm', 'S', 'c')
  union all
  select 'constraint', quote_ident(k.conname) || ' on ' || rel.qname,
         concat_ws(' ', k.contype::text, pg_get_constraintdef(k.oid),
                   case when k.condeferrable then 'deferrable' end, case when k.condeferred then 'deferred' end)
  from pg_constraint k join rel on rel.oid = k.conrelid
  union all
  select 'index', rel.qname, pg_get_indexdef(rel.oid)
  from rel where relkind = 'i'
  union all
  select 'policy', quote_ident(p.polname) || ' on ' || rel.qname,
         concat_ws(' | ', case when p.polpermissive then 'permissive' else 'restrictive' end, p.polcmd::text,
           (select string_agg(case when r = 0 then 'public' else pg_get_userbyid(r) end, ',' order by 1)
              from unnest(p.polroles) r),
           'using ' || pg_get_expr(p.polqual, p.polrelid), 'check ' || pg_get_expr(p.polwithcheck, p.polrelid))
  from pg_policy p join rel on rel.oid = p.polrelid
  union all
  select 'trigger', quote_ident(g.tgname) || ' on ' || rel.qname,
         pg_get_triggerdef(g.oid) || ' enabled ' || g.tgenabled::text
  from pg_trigger g join rel on rel.oid = g.tgrelid where not g.tgisinternal
  union all
  -- Rows the migrations put in (lookup tables such as the natural keys and the IP budgets).
  select 'rows of', rel.qname, (xpath('/table/row/x/text()', query_to_xml(
           format('select string_agg(t::text, %L order by t::text) as x from %s t', E'\n', rel.qname), false, false, '')))[1]::text
  from rel where relkind in ('r', 'p') and nspname in ('public', 'sync_private')
  union all
  select 'function', quote_ident(ns.nspname) || '.' || quote_ident(p.proname) || '(' ||
           coalesce((select string_agg(format_type(t, null), ', ' order by i) from unnest(p.proargtypes::oid[]) with ordinality u(t, i)), '') || ')',
         concat_ws(' | ', pg_get_functiondef(p.oid),
           'owner ' || pg_get_userbyid(p.proowner),
           'acl ' || coalesce((select array_agg(a::text order by a::text) from unnest(p.proacl) a)::text, 'default'),
           'comment ' || obj_description(p.oid, 'pg_proc'))
  from pg_proc p join ns on ns.oid = p.pronamespace
  where p.prokind in ('f', 'p', 'w')
    and not exists (select 1 from ext_member e where e.objid = p.oid and e.classid = 'pg_proc'::regclass)
)
select coalesce(json_agg(json_build_array(kind, name, def) order by kind, name), '[]')::text as catalog
from objects
`;

export type Catalog = Map<string, string>;

/** The query's JSON text (PGlite's row value or psql's output) as `kind name` -> definition. */
export function parseCatalog(json: string): Catalog {
  const rows = JSON.parse(json.trim()) as [string, string, string | null][];
  return new Map(rows.map(([kind, name, def]) => [`${kind} ${name}`, normalise(def ?? '')]));
}

/**
 * Layout and comments are not behaviour: a schema file may indent a body or word its comments
 * differently from the migration that wrote it. Line comments outside quoted strings are dropped,
 * then runs of white space become one space.
 */
export function normalise(def: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < def.length; i++) {
    const c = def[i];
    if (quoted) {
      out += c;
      if (c === "'") quoted = false; // a doubled '' closes and reopens: the same to this scan
    } else if (c === "'") {
      quoted = true;
      out += c;
    } else if (c === '-' && def[i + 1] === '-') {
      while (i < def.length && def[i] !== '\n') i++;
      out += '\n';
    } else {
      out += c;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** One line per object that differs, naming it; empty when the two catalogs agree. */
export function catalogDiff(fromMigrations: Catalog, fromSchemaFiles: Catalog): string[] {
  const out: string[] = [];
  for (const [key, def] of fromMigrations) {
    const other = fromSchemaFiles.get(key);
    if (other === undefined) out.push(`${key} missing from the schema files`);
    else if (other !== def) out.push(`${key} differs`);
  }
  for (const key of fromSchemaFiles.keys()) {
    if (!fromMigrations.has(key)) out.push(`${key} is in the schema files but not made by the migrations`);
  }
  return out.sort();
}
