import type { Kysely } from 'kysely';
import type {
  ClientJob,
  ClientRegisterInput,
  JobRequestInput,
  LoginInput,
  PostJobInput,
  Role,
  TradespersonRegisterInput,
} from '@tradewise/shared';
import type { Database } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { TestApp } from './app.js';

/**
 * Test data in one place. Inputs are typed from the shared request schemas, so a test that means to
 * send a broken body spreads it over a valid one (`{ ...clientInput(), name: 42 }`) instead.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A person created through the API, signed in. */
export type Created<T> = T & { id: string; token: string };

export function clientInput(overrides: Partial<ClientRegisterInput> = {}): ClientRegisterInput {
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

export function tradespersonInput(overrides: Partial<TradespersonRegisterInput> = {}): TradespersonRegisterInput {
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

const LOGIN_PATHS: Record<Role, string> = {
  client: '/client/login',
  tradesperson: '/tradeperson/login',
  admin: '/api/admin/login',
};

/** Signs in through the API and answers the session token. */
export async function signIn(app: TestApp, role: Role, { email, password }: LoginInput): Promise<string> {
  const res = await app.inject({ method: 'POST', url: LOGIN_PATHS[role], payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`signIn as ${role} failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export async function createClient(
  app: TestApp,
  overrides: Partial<ClientRegisterInput> = {},
): Promise<Created<ClientRegisterInput>> {
  const input = clientInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/client/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`createClient failed: ${res.body}`);
  return { ...input, id: res.json<{ id: string }>().id, token: await signIn(app, 'client', input) };
}

/**
 * A tradesperson as registered: pending until an administrator approves them. Unless `insured` is
 * false they hold a public liability insurance an administrator checked, expiring in a year, so
 * they can be approved and listed (the listing rule, trade-profile/live.ts).
 */
export async function createTradesperson(
  app: TestApp,
  overrides: Partial<TradespersonRegisterInput> = {},
  { insured = true } = {},
): Promise<Created<TradespersonRegisterInput>> {
  const input = tradespersonInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/tradeperson/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`createTradesperson failed: ${res.body}`);
  const id = res.json<{ id: string }>().id;
  if (insured) await giveInsurance(app.db, id);
  return { ...input, id, token: await signIn(app, 'tradesperson', input) };
}

/** The UK-style date `days` from now (YYYY-MM-DD). */
export const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes a public liability insurance for the tradesperson (replacing any), checked unless
 * `checked` is false, expiring on `expiresOn` (a year from now by default).
 */
export async function giveInsurance(
  db: Kysely<Database>,
  tradespersonId: string,
  { expiresOn = dateIn(365), checked = true }: { expiresOn?: string; checked?: boolean } = {},
) {
  const now = new Date().toISOString();
  await db
    .deleteFrom('credentials')
    .where('tradespersonId', '=', tradespersonId)
    .where('kind', '=', 'insurance')
    .execute();
  await db
    .insertInto('credentials')
    .values({
      tradespersonId,
      kind: 'insurance',
      insurer: 'Hiscox',
      policyNumber: 'PL-TEST',
      coverPounds: 2_000_000,
      expiresOn,
      checkedAt: checked ? now : null,
      checkedBy: null,
      updatedAt: now,
    })
    .execute();
}

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
}

/**
 * An administrator, written straight to the database: there is no sign-up for them (the
 * create-admin script makes them in production). Sign in with `signIn(app, 'admin', admin)`.
 */
export async function createAdmin(db: Kysely<Database>, overrides: Partial<TestAdmin> = {}): Promise<TestAdmin> {
  const admin = { id: newId(), email: `admin-${unique()}@example.com`, password: 'admin-secret', ...overrides };
  const now = new Date().toISOString();
  await db
    .insertInto('admins')
    .values({
      id: admin.id,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return admin;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function jobInput(overrides: Partial<PostJobInput> = {}): PostJobInput {
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

export async function createJob(
  app: TestApp,
  token: string,
  overrides: Partial<PostJobInput> = {},
): Promise<ClientJob> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/post-job',
    headers: bearer(token),
    payload: jobInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`createJob failed: ${res.body}`);
  return res.json<ClientJob>();
}

/** A home-page job request (POST /api/job-requests) made with `email`. */
export function jobRequestInput(email: string, overrides: Partial<JobRequestInput> = {}): JobRequestInput {
  return {
    tradespersonType: 'plumber',
    serviceCompletionTime: 'no_date',
    propertyType: 'house',
    address: { street: '1 Test Road', city: 'Manchester', postcode: 'M3 4LQ' },
    contactDetails: { email, confirmEmail: email },
    ...overrides,
  };
}

/** Marks an account's email confirmed, as following the emailed link does (tested in recovery.test.ts). */
export async function markEmailVerified(db: Kysely<Database>, role: 'client' | 'tradesperson', id: string) {
  const table = role === 'client' ? 'clients' : 'tradespeople';
  await db.updateTable(table).set({ emailVerifiedAt: new Date().toISOString() }).where('id', '=', id).execute();
}
