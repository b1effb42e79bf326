// The schema-drift comparison on PostgreSQL 15: the conformance cluster's database was built from
// the migrations; a second database of the same cluster is built from platform.sql and the
// schema files, and the two catalogs are compared object by object.
import { readFile } from 'node:fs/promises';
import { schemaFiles, SCHEMA_PRELUDE } from '../../scripts/schema/build';
import { CATALOG_SQL, catalogDiff, parseCatalog } from '../../scripts/schema/catalog';
import { PLATFORM_SQL, SCHEMAS_DIR } from '../../scripts/schema/drift';
import type { Pg15Backend } from './pg15-cluster';

export async function pg15SchemaDrift(pg: Pg15Backend): Promise<string[]> {
  const database = `schema_files_${Date.now()}`;
  await pg.sql(`create database ${database}`);
  const files = await schemaFiles(SCHEMAS_DIR);
  await pg.script(database, [await readFile(PLATFORM_SQL, 'utf8'), SCHEMA_PRELUDE, ...files.map((f) => f.sql)].join('\n;\n'));
  const fromMigrations = parseCatalog(await pg.sql(CATALOG_SQL));
  const fromSchemaFiles = parseCatalog(await pg.script(database, CATALOG_SQL));
  return catalogDiff(fromMigrations, fromSchemaFiles);
}
