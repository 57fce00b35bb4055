import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let context: TestContext;
let port: number;
beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});
afterAll(() => context.close());

/** Sends raw bytes (what no HTTP client would send) and returns the raw answer. */
function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function expectPolicyHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-store');
}

describe('answers to what Fastify and Node refuse before any route runs', () => {
  it('a malformed URL: 400 in the one error shape, with the security headers, not echoing the URL', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/jobs/%E0%A4%A<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(res.body).not.toContain('script');
    expectPolicyHeaders(res.headers);
  });

  it('headers too large: 431 in the one error shape, with the security headers', async () => {
    const res = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectPolicyHeaders(res.headers);
  });

  it('a request line that is not HTTP: 400 in the one error shape, with the security headers', async () => {
    const res = await raw('GARBAGE <b>\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.body).not.toContain('<b>');
    expectPolicyHeaders(res.headers);
  });
});
