import type { Insertable, Kysely } from 'kysely';
import type { CredentialTable, Database } from '../schema.js';
import { DEMO_TRADESPEOPLE } from './demo-data.js';

/**
 * Demo trade profiles (issue 17): an about text and years trading for the first demo
 * tradespeople, and credentials as a real marketplace has them: gas engineers' Gas Safe
 * registrations and electricians' scheme memberships checked. Every approved tradesperson holds a
 * checked public liability insurance with months left (the listing rule, issue 36); of the pending
 * ones, the first has one checked (ready to approve), the second one still to check, the third none
 * (so the approval screen shows each case).
 */
const ABOUT: Record<string, [string, number]> = {
  'Jack Thompson': [
    'Family plumbing and heating firm: boiler swaps, bathroom refits and the leak that will not wait. Fixed prices agreed before we start, and we tidy up after ourselves.',
    14,
  ],
  'Sophie Clarke': [
    'Domestic electrician for rewires, consumer units, EV chargers and extra sockets. Every job is certified and explained in plain English.',
    9,
  ],
  'Daniel Evans': [
    'Joinery made on site: fitted wardrobes, staircases, doors and skirting. Happy to quote from photos.',
    21,
  ],
  'Mohammed Khan': [
    'Boiler installation, servicing and landlord gas safety certificates across Birmingham. Same-week appointments for breakdowns.',
    12,
  ],
  'Emily Roberts': [
    'Interior and exterior decorating, wallpaper hanging and feature walls. Furniture covered and floors protected as standard.',
    7,
  ],
  'Harry Wright': [
    'Pitched and flat roofs, chimneys and guttering. Photos of every repair before and after, so you see what was done.',
    18,
  ],
  'Chloe Turner': ['Emergency lock-outs, lock changes and uPVC door repairs. Insurance-approved locks fitted.', 6],
  'Samuel Price': [
    'Plumbing repairs and bathroom installations around Bristol; no call-out charge within the city.',
    11,
  ],
};

const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Insurance = 'checked' | 'unchecked' | 'none';

/** The insurance each demo tradesperson holds: see the comment above. */
function insuranceOf(index: number): Insurance {
  if (DEMO_TRADESPEOPLE[index]!.status === 'approved') return 'checked';
  const pendingIndex = DEMO_TRADESPEOPLE.slice(0, index).filter((person) => person.status === 'pending').length;
  return (['checked', 'unchecked', 'none'] as const)[pendingIndex] ?? 'none';
}

function credentialsFor(index: number, trade: string, checkedBy: string, now: string): Insertable<CredentialTable>[] {
  const today = new Date(now);
  const base = {
    tradespersonId: '',
    number: null,
    scheme: null,
    insurer: null,
    policyNumber: null,
    coverPounds: null,
    expiresOn: null,
    updatedAt: now,
  };
  const checked = { checkedAt: now, checkedBy };
  const unchecked = { checkedAt: null, checkedBy: null };
  const rows: Insertable<CredentialTable>[] = [];
  if (trade === 'gas_engineer')
    rows.push({ ...base, kind: 'gas_safe', number: String(5300000 + index * 137), ...checked });
  if (trade === 'electrician')
    rows.push({ ...base, kind: 'scheme', scheme: 'NICEIC', number: `D${600100 + index}`, ...checked });
  const insurance = insuranceOf(index);
  if (insurance === 'none') return rows;
  rows.push({
    ...base,
    kind: 'insurance',
    insurer: ['Hiscox', 'Aviva', 'AXA', 'Zurich'][index % 4]!,
    policyNumber: `PL-${40210 + index}`,
    coverPounds: [1_000_000, 2_000_000, 5_000_000][index % 3]!,
    expiresOn: day(today, 90 + index * 17),
    ...(insurance === 'checked' ? checked : unchecked),
  });
  return rows;
}

export async function seedProfiles(db: Kysely<Database>, tradespersonIds: string[], adminId: string, now: string) {
  const profiles = DEMO_TRADESPEOPLE.flatMap((person, index) => {
    const about = ABOUT[person.name];
    return about
      ? [{ tradespersonId: tradespersonIds[index]!, about: about[0], yearsTrading: about[1], updatedAt: now }]
      : [];
  });
  await db.insertInto('tradeProfiles').values(profiles).execute();
  const credentials = DEMO_TRADESPEOPLE.flatMap((person, index) =>
    credentialsFor(index, person.trade, adminId, now).map((row) => ({
      ...row,
      tradespersonId: tradespersonIds[index]!,
    })),
  );
  await db.insertInto('credentials').values(credentials).execute();
}
