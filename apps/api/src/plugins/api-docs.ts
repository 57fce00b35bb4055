import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { englishMessage } from '../lib/messages.js';

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, { enabled }: { enabled: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${englishMessage('brand.name')} API`, version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (enabled) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
  { name: 'api-docs' },
);
