import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { clientInput, tradespersonInput } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const register = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });
const count = async (table: 'clients' | 'tradespeople') =>
  Number(
    (
      await ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`client registration (${dialectName()})`, () => {
  it('creates the account with a normalised email, phone and postcode', async () => {
    const input = clientInput({ email: 'Mixed.Case@Example.COM', phoneNumber: '07911 123456', postcode: ' sw1a1aa ' });
    const res = await register('/client/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Registration successful/);
    const row = await ctx.database.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'mixed.case@example.com', phoneNumber: '+447911123456', postcode: 'SW1A 1AA' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/); // OWASP's minimum
    expect(row.passwordHash).not.toContain(input.password);
  });

  it.each([
    ['name', 'Jo', 'signupPage.validation.nameMinLength', 'Name must be at least 3 characters long.'],
    ['email', 'not-an-email', 'signupPage.validation.emailInvalid', 'Invalid email format.'],
    ['password', '12345', 'signupPage.validation.passwordMinLength', 'Password must be at least 6 characters long.'],
    [
      'password',
      'x'.repeat(129),
      'signupPage.validation.passwordTooLong',
      'Password must be at most 128 characters long.',
    ],
    ['phoneNumber', '', 'signupPage.validation.required', 'This field is required.'],
    ['phoneNumber', '12345', 'signupPage.validation.phoneInvalid', 'Enter a valid phone number.'],
    ['street', '   ', 'signupPage.validation.required', 'This field is required.'],
    ['city', '', 'signupPage.validation.required', 'This field is required.'],
    ['postcode', '', 'signupPage.validation.required', 'This field is required.'],
    ['postcode', 'ABC 123', 'signupPage.validation.postcodeInvalid', 'Enter a valid UK postcode, like SW1A 1AA.'],
    ['city', 'x'.repeat(201), 'signupPage.validation.tooLong', 'This is too long.'],
  ])('refuses %s = %j with %s', async (field, value, code, message) => {
    const before = await count('clients');
    const input = clientInput({ [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
    const res = await register('/client/register', input);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toContainEqual({ field, code, message });
    expect(body.error).toBe(body.message);
    expect(await count('clients')).toBe(before);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const res = await register('/client/register', clientInput({ confirmPassword: 'something-else' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      field: 'confirmPassword',
      code: 'signupPage.validation.passwordsDoNotMatch',
      message: 'Passwords do not match.',
    });
  });

  it('refuses a second client with the same email in any letter case (409) and keeps the first', async () => {
    const input = clientInput({ email: 'twice@example.com' });
    expect((await register('/client/register', input)).statusCode).toBe(201);
    const before = await count('clients');
    const res = await register('/client/register', { ...input, email: 'TWICE@example.com', name: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: expect.stringMatching(/already exists/) });
    expect(await count('clients')).toBe(before);
  });

  it('lets the same email hold a client and a tradesperson account', async () => {
    const email = 'both@example.com';
    expect((await register('/client/register', clientInput({ email }))).statusCode).toBe(201);
    expect((await register('/tradeperson/register', tradespersonInput({ email }))).statusCode).toBe(201);
  });

  it('refuses missing fields, extra fields and wrong types, naming each field', async () => {
    const { city: _city, ...missing } = clientInput();
    let res = await register('/client/register', missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ field: 'city', code: 'signupPage.validation.required' }),
    );

    res = await register('/client/register', { ...clientInput(), isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ field: 'isAdmin', code: 'signupPage.validation.unknownField' }),
    );

    res = await register('/client/register', { ...clientInput(), name: 12345, street: ['a'], postcode: null });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'street', 'postcode']));

    for (const body of ['"a string"', '[1,2]', 'null', '42']) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/client/register',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/VALIDATION_FAILED|INVALID_JSON/);
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with a clear 4xx', async () => {
    const before = await count('clients');
    let res = await ctx.app.inject({
      method: 'POST',
      url: '/client/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amelia",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', message: expect.stringMatching(/valid JSON/) });

    res = await ctx.app.inject({
      method: 'POST',
      url: '/client/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Amelia',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    res = await register('/client/register', clientInput({ street: 'x'.repeat(100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count('clients')).toBe(before);
  });

  it('stores HTML and SQL fragments literally', async () => {
    const street = `<script>alert('x')</script>'; DROP TABLE clients; --`;
    const res = await register('/client/register', clientInput({ street, name: `O'Brien <b>` }));
    expect(res.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('clients')
      .select(['street', 'name'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ street, name: `O'Brien <b>` });
  });
});

describe(`tradesperson registration (${dialectName()})`, () => {
  it('creates a pending tradesperson covering the postcode area of the business', async () => {
    const res = await register(
      '/tradeperson/register',
      tradespersonInput({ postcode: 'm1 5qa', contactNumber: '0161 496 0000' }),
    );
    expect(res.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('tradespeople')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      postcode: 'M1 5QA',
      contactNumber: '+441614960000',
      trade: 'plumber',
    });
    expect(JSON.parse(row.coverage)).toEqual(['M']);
  });

  it.each([
    ['trade', 'astronaut', 'signupPage.validation.tradeRequired'],
    ['trade', undefined, 'signupPage.validation.tradeRequired'],
    ['businessName', ' ', 'signupPage.validation.required'],
    ['contactNumber', '', 'signupPage.validation.required'],
    ['name', 'Al', 'signupPage.validation.nameMinLength'],
    ['email', 'a@b', 'signupPage.validation.emailInvalid'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const before = await count('tradespeople');
    const res = await register('/tradeperson/register', tradespersonInput({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await count('tradespeople')).toBe(before);
  });

  it('accepts every one of the 25 trades', async () => {
    const { TRADES } = await import('@tradewise/shared');
    expect(TRADES).toHaveLength(25);
    const results = await Promise.all(
      TRADES.map((trade) => register('/tradeperson/register', tradespersonInput({ trade }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(TRADES.map(() => 201));
  });

  it('refuses a duplicate email (409) and passwords that differ', async () => {
    const input = tradespersonInput();
    expect((await register('/tradeperson/register', input)).statusCode).toBe(201);
    const dup = await register('/tradeperson/register', { ...input, email: input.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatch(/already exists/);
    const mismatch = await register('/tradeperson/register', tradespersonInput({ confirmPassword: 'nope-nope' }));
    expect(mismatch.json().details).toContainEqual(
      expect.objectContaining({ field: 'confirmPassword', code: 'signupPage.validation.passwordsDoNotMatch' }),
    );
  });
});
