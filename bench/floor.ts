/** The floor for the scale benchmark: a bare Fastify route answering a fixed JSON body. */
import Fastify from 'fastify';

// Parsed once; Fastify serialises it on every request, as the real route does with its answer.
const body: unknown = JSON.parse(process.env.FLOOR_BODY ?? '{}');
const app = Fastify();
app.get('/floor', async () => body);
await app.listen({ port: Number(process.env.FLOOR_PORT ?? 3401), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
