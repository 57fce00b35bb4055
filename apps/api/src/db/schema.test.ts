import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../test/app.js';
import { declaredSchema, differences, migratedSchema, type SchemaShape } from '../../test/schema-shape.js';

// db/schema.ts is kept by hand; this holds it to what every migration (migrate.ts's list, so a new
// one is checked as soon as it is registered) makes of a fresh database.
let ctx: TestContext;
let declared: SchemaShape;
let migrated: SchemaShape;
beforeAll(async () => {
  ctx = await createTestApp();
  declared = declaredSchema();
  migrated = await migratedSchema(ctx.database, ctx.schema);
});
afterAll(async () => ctx.close());

describe(`db/schema.ts against the migrations (${dialectName()})`, () => {
  it('reads both sides: every table, and the kinds of column the app uses', () => {
    expect(Object.keys(migrated).length).toBeGreaterThanOrEqual(20);
    expect(declared.jobs?.quotationCount).toEqual({ kind: 'number', nullable: false, generated: true });
    expect(declared.jobs?.acceptedQuotationId).toEqual({ kind: 'string', nullable: true, generated: false });
    expect(migrated.jobs?.latitude).toEqual({ kind: 'number', nullable: true, generated: false });
  });

  it('declares every table and column the migrations make, with their type, nullability and defaults', () => {
    expect(differences(declared, migrated)).toEqual([]);
  });

  it('names each kind of disagreement', () => {
    const column = { kind: 'string', nullable: false, generated: false } as const;
    expect(
      differences(
        {
          a: { id: column, gone: column, b: { ...column, kind: 'number' }, c: { ...column, generated: true } },
          typesOnly: {},
        },
        { a: { id: column, added: column, b: column, c: { ...column, nullable: true } }, dbOnly: {} },
      ),
    ).toEqual([
      'a.gone: in schema.ts, not in the migrations',
      'a.b: number in schema.ts, string in the database',
      'a.c: not null in schema.ts, nullable in the database',
      'a.c: Generated in schema.ts, no default in the database',
      'a.added: in the migrations, not in schema.ts',
      'table typesOnly: in schema.ts, not in the migrations',
      'table dbOnly: in the migrations, not in schema.ts',
    ]);
  });
});
