import path from 'node:path';
import ts from 'typescript';
import { CamelCasePlugin, sql, type Kysely } from 'kysely';
import type { Db } from '../src/db/create-db.js';

/** What the schema check compares for each column: enough to catch a type that lies about a row. */
export interface ColumnShape {
  kind: 'string' | 'number' | 'boolean' | 'other';
  nullable: boolean;
  /** Declared `Generated<...>` in schema.ts / has a default or is auto-incremented in the database. */
  generated: boolean;
}

/** Table name -> column name -> shape, names as the app writes them (camelCase). */
export type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** The names the app's CamelCasePlugin maps to and from the database's snake_case. */
class NameMapper extends CamelCasePlugin {
  toApp = (name: string) => this.camelCase(name);
}
const { toApp } = new NameMapper();

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../src/db/schema.ts');

function kindOf(checker: ts.TypeChecker, types: readonly ts.Type[]): ColumnShape['kind'] {
  const kinds = new Set(
    types.map((type) =>
      type.flags & ts.TypeFlags.StringLike
        ? 'string'
        : type.flags & ts.TypeFlags.NumberLike
          ? 'number'
          : type.flags & ts.TypeFlags.BooleanLike
            ? 'boolean'
            : `other (${checker.typeToString(type)})`,
    ),
  );
  return kinds.size === 1 && !kinds.values().next().value!.startsWith('other')
    ? ([...kinds][0] as ColumnShape['kind'])
    : 'other';
}

/** The tables of `interface Database` in db/schema.ts, read with the TypeScript compiler's type checker. */
export function declaredSchema(): SchemaShape {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SCHEMA_FILE)!;
  const database = file.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no interface Database');
  const shape: SchemaShape = {};
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    shape[table.name] = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      // Generated<T> (and ColumnType<S, I, U>) hold the selected type in __select__.
      const selected = type.getProperty('__select__');
      const generated = selected !== undefined;
      if (selected) type = checker.getTypeOfSymbol(selected);
      const parts = type.isUnion() ? type.types : [type];
      const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
      const rest = parts.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      shape[table.name]![column.name] = { kind: kindOf(checker, rest), nullable, generated };
    }
  }
  return shape;
}

const KINDS: Record<string, ColumnShape['kind']> = {
  text: 'string',
  varchar: 'string',
  'character varying': 'string',
  integer: 'number',
  int4: 'number',
  int8: 'number',
  bigint: 'number',
  real: 'number',
  float4: 'number',
  float8: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  bool: 'boolean',
};

/** The tables a migrated database holds (Kysely's own bookkeeping left out), as the app names them. */
export async function migratedSchema(database: Db, schema?: string): Promise<SchemaShape> {
  const db = database.db.withoutPlugins() as Kysely<unknown>;
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && (schema ? t.schema === schema : true));
  const shape: SchemaShape = {};
  for (const table of tables) {
    // SQLite lets a column of another type than INTEGER that is the primary key hold NULL unless it
    // says NOT NULL; the app never writes one there, so the key counts as not null, as on PostgreSQL.
    const keys =
      database.dialect === 'sqlite'
        ? (
            await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)
          ).rows.map((row) => row.name)
        : [];
    shape[toApp(table.name)] = Object.fromEntries(
      table.columns.map((column) => [
        toApp(column.name),
        {
          kind: KINDS[column.dataType.toLowerCase()] ?? 'other',
          nullable: column.isNullable && !keys.includes(column.name),
          generated: column.hasDefaultValue || column.isAutoIncrementing,
        },
      ]),
    );
  }
  return shape;
}

/**
 * Every way schema.ts and the database disagree, one sentence each: a table or column on one side
 * only, another broad type, another nullability, or a `Generated` column without a default (an
 * insert that leaves it out would fail). A column with a default that schema.ts does not mark
 * `Generated` is fine: the app just always writes it.
 */
export function differences(declared: SchemaShape, migrated: SchemaShape): string[] {
  const found: string[] = [];
  for (const table of new Set([...Object.keys(declared), ...Object.keys(migrated)])) {
    const inTypes = declared[table];
    const inDb = migrated[table];
    if (!inTypes || !inDb) {
      found.push(
        `table ${table}: ${inTypes ? 'in schema.ts, not in the migrations' : 'in the migrations, not in schema.ts'}`,
      );
      continue;
    }
    for (const column of new Set([...Object.keys(inTypes), ...Object.keys(inDb)])) {
      const typed = inTypes[column];
      const stored = inDb[column];
      if (!typed || !stored) {
        found.push(
          `${table}.${column}: ${typed ? 'in schema.ts, not in the migrations' : 'in the migrations, not in schema.ts'}`,
        );
        continue;
      }
      if (typed.kind !== stored.kind)
        found.push(`${table}.${column}: ${typed.kind} in schema.ts, ${stored.kind} in the database`);
      if (typed.nullable !== stored.nullable)
        found.push(
          `${table}.${column}: ${typed.nullable ? 'nullable' : 'not null'} in schema.ts, ${stored.nullable ? 'nullable' : 'not null'} in the database`,
        );
      if (typed.generated && !stored.generated)
        found.push(`${table}.${column}: Generated in schema.ts, no default in the database`);
    }
  }
  return found;
}
