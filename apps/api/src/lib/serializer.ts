/**
 * Answers are written by a serializer compiled once per route and status from the route's zod
 * response schema (zod's JSON Schema, then fast-json-stringify), instead of parsing every answer
 * with zod and then calling JSON.stringify. The schema stays the contract: a property it does not
 * name is never written. A schema JSON Schema cannot express (a transform, say) keeps the old path
 * for that route: zod's parse, then JSON.stringify.
 *
 * The same JSON, with one difference in bytes: fast-json-stringify writes an object's required
 * properties before its optional ones, where zod kept the schema's order (JSON objects are
 * unordered; nothing reads them by position).
 *
 * With `checkAgainstZod` (the API tests), every answer is also written the old way; a different
 * value, or an answer zod refuses, fails the request, so the whole test suite compares both paths
 * over every route's real answers.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = z.core.$ZodType;
type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify already drops what an object's `properties` do not list; `additionalProperties:
 * false` would also make the validator that picks a union's branch refuse an answer carrying an
 * extra field, where zod strips it. So it is removed.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}

/** The compiled writer for a zod schema, or null when JSON Schema cannot express it. */
export function compileSerializer(schema: Schema): ((data: unknown) => string) | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  } catch {
    return null;
  }
  return fastJsonStringify(withoutClosedObjects(json) as Parameters<typeof fastJsonStringify>[0]);
}

export function compiledSerializerCompiler({
  checkAgainstZod = false,
}: { checkAgainstZod?: boolean } = {}): FastifySerializerCompiler<Schema> {
  return (route) => {
    const old = zodSerializerCompiler(route);
    const compiled = compileSerializer(route.schema);
    if (!compiled) return old;
    if (!checkAgainstZod) return compiled;
    return (data) => {
      const expected = old(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} ${route.httpStatus} differs from zod's: ${written} !== ${expected}`,
        );
      }
      return written;
    };
  };
}
