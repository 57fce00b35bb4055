import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswerSchema, listingSchema, matchingPageSchema } from '@tradewise/shared';
import { compileSerializer, compiledSerializerCompiler } from './serializer.js';

/** A Fastify app answering `answer` on GET /x under `schema`, written by the given compiler. */
async function answerWith(
  schema: z.ZodType,
  answer: unknown,
  compiler: typeof zodSerializerCompiler | ReturnType<typeof compiledSerializerCompiler>,
) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(compiler);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return response;
}

/** A page of jobs as a tradesperson may see them: no street, no contact email. */
const pageSchema = z.object({
  jobs: z.array(
    z.object({
      _id: z.string(),
      jobDescription: z.string(),
      address: z.object({ city: z.string(), postcode: z.string() }),
      distanceMiles: z.number().nullable(),
    }),
  ),
  total: z.number(),
});
const job = {
  _id: 'job-1',
  jobDescription: 'Leaking tap "kitchen" \u2028 é',
  address: { city: 'Leeds', postcode: 'LS1' },
  distanceMiles: null,
};

describe('compiled response serializers', () => {
  it('never write a property the schema does not name, at any depth', async () => {
    const leaky = {
      jobs: [{ ...job, contactEmail: 'client@example.com', address: { ...job.address, street: '1 Secret Road' } }],
      total: 1,
      passwordHash: '$argon2id$...',
    };
    const response = await answerWith(pageSchema, leaky, compiledSerializerCompiler());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/client@example\.com|Secret Road|argon2|passwordHash|contactEmail|street/);
    expect(response.json()).toEqual({ jobs: [job], total: 1 });
  });

  it('write the same JSON as zod then JSON.stringify: nullable, optional, unions, enums, literals, records, defaults', async () => {
    const schema = z.object({
      when: z.string(),
      maybe: z.number().nullable(),
      absent: z.string().optional(),
      either: z.union([
        z.object({ kind: z.literal('a'), a: z.number() }),
        z.object({ kind: z.literal('b'), b: z.string() }),
      ]),
      tagged: z.discriminatedUnion('type', [
        z.object({ type: z.literal('x'), x: z.boolean() }),
        z.object({ type: z.literal('y'), y: z.array(z.string()) }),
      ]),
      trade: z.enum(['plumber', 'roofer']),
      counts: z.record(z.string(), z.number()),
      fallback: z.string().default('none'),
      anything: z.unknown(),
    });
    const answers = [
      {
        when: new Date(0).toISOString(),
        maybe: null,
        either: { kind: 'b', b: 'text', extra: 1 },
        tagged: { type: 'y', y: ['1', 'two'], hidden: true },
        trade: 'roofer',
        counts: { open: 3, hired: 0 },
        anything: { nested: [1, null, 'x'] },
      },
      {
        when: 'x',
        maybe: 2.5,
        absent: 'here',
        either: { kind: 'a', a: -0.1 },
        tagged: { type: 'x', x: false },
        trade: 'plumber',
        counts: {},
        fallback: 'given',
        anything: null,
      },
    ];
    for (const answer of answers) {
      const compiled = await answerWith(schema, answer, compiledSerializerCompiler());
      const old = await answerWith(schema, answer, zodSerializerCompiler);
      expect(compiled.json()).toEqual(old.json());
    }
  });

  it('compile every shape the API answers with (none falls back to zod)', () => {
    for (const schema of [matchingPageSchema, z.array(listingSchema), errorAnswerSchema]) {
      expect(compileSerializer(schema)).toBeTypeOf('function');
    }
  });

  it('fall back to zod where JSON Schema cannot express the schema (a transform)', async () => {
    const schema = z.object({ name: z.string().transform((name) => name.toUpperCase()) });
    expect(compileSerializer(schema)).toBeNull();
    const response = await answerWith(schema, { name: 'ada', secret: 1 }, compiledSerializerCompiler());
    expect(response.json()).toEqual({ name: 'ADA' });
  });

  it('checking against zod (the API tests) refuses an answer zod refuses', async () => {
    const schema = z.object({ total: z.number() });
    const checked = await answerWith(schema, { total: 'many' }, compiledSerializerCompiler({ checkAgainstZod: true }));
    expect(checked.statusCode).toBe(500);
  });
});
