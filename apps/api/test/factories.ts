import type { TestApp } from './app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function clientInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Amelia Hughes',
    email: `client-${unique()}@example.com`,
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    phoneNumber: '+447911123456',
    street: '14 Lavender Hill',
    city: 'London',
    postcode: 'SW11 5RW',
    ...overrides,
  };
}

export function tradespersonInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jack Thompson',
    email: `trade-${unique()}@example.com`,
    businessName: 'Thompson Plumbing',
    contactNumber: '+447911123457',
    trade: 'plumber',
    street: '3 Oxford Road',
    city: 'Manchester',
    postcode: 'M1 5QA',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    ...overrides,
  };
}

export async function createClient(app: TestApp, overrides: Record<string, unknown> = {}) {
  const input = clientInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/client/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`createClient failed: ${res.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/client/login',
    payload: { email: input.email, password: input.password },
  });
  return { ...input, id: res.json().id as string, token: login.json().token as string };
}

export async function createTradesperson(app: TestApp, overrides: Record<string, unknown> = {}) {
  const input = tradespersonInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/tradeperson/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`createTradesperson failed: ${res.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/tradeperson/login',
    payload: { email: input.email, password: input.password },
  });
  return { ...input, id: res.json().id as string, token: login.json().token as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function jobInput(overrides: Record<string, unknown> = {}) {
  return {
    workType: 'plumber',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    address: { street: '22 Deansgate', city: 'Manchester', postcode: 'M3 4LQ' },
    email: 'owner@example.com',
    jobDescription: 'Leaking kitchen tap needs replacing.',
    ...overrides,
  };
}

export async function createJob(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/post-job',
    headers: bearer(token),
    payload: jobInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`createJob failed: ${res.body}`);
  return res.json() as { _id: string; [key: string]: unknown };
}
