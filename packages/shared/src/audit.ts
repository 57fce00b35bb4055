/**
 * The audit log's entries as data: each a `kind` from this closed list and its fields, stored as
 * such (never as a sentence). The admin page and the API's English `summary` word each kind from the
 * catalogues (packages/locales, `adminAudit.kinds`), so a change of the English wording cannot
 * change what French or Spanish readers see. Entries written before kinds existed that no pattern
 * recognised are kind `legacy`, their English text kept as it was written.
 */
import { z } from 'zod';
import { CREDENTIAL_KINDS } from './schemas/trade-profile.js';

const email = z.string();
const stars = z.number().int().min(1).max(5);
const place = { trade: z.string(), town: z.string() };
const edited = z.object({ email, passwordChanged: z.boolean() });
/** What a checked credential said, as the administrator was shown it (the fields it has only). */
const credential = z.object({
  email,
  credential: z.enum(CREDENTIAL_KINDS),
  number: z.string().optional(),
  scheme: z.string().optional(),
  insurer: z.string().optional(),
  policyNumber: z.string().optional(),
  coverPounds: z.number().optional(),
  expiresOn: z.string().optional(),
});
const noFields = z.object({});

const entry = <K extends string, F extends z.ZodObject>(kind: K, fields: F) =>
  z.object({ kind: z.literal(kind), fields });

/** Every kind with its fields' types: the one list the API writes and the web app reads. */
export const auditDataSchema = z.discriminatedUnion('kind', [
  entry('client_edited', edited),
  entry('tradesperson_edited', edited),
  entry('tradesperson_approved', z.object({ email })),
  entry('tradesperson_reinstated', z.object({ email })),
  entry('tradesperson_suspended', z.object({ email })),
  entry('credential_checked', credential),
  entry('credential_unchecked', credential),
  entry('client_deleted', z.object({ email })),
  entry('tradesperson_deleted', z.object({ email })),
  entry('client_deleted_own_account', noFields),
  entry('tradesperson_deleted_own_account', noFields),
  entry('job_deleted', z.object(place)),
  entry('review_hidden', z.object({ stars, reason: z.string() })),
  entry('review_restored', z.object({ stars })),
  entry('review_kept', z.object({ stars })),
  entry('conversation_read', z.object(place)),
  entry('contact_message_read', z.object({ email })),
  entry('email_read', z.object({ subject: z.string(), recipient: z.string() })),
  entry('legacy', z.object({ text: z.string() })),
]);
export type AuditData = z.infer<typeof auditDataSchema>;
export type AuditKind = AuditData['kind'];
/** What the API writes: any kind but `legacy` (only the migration of old rows makes those). */
export type NewAuditData = Exclude<AuditData, { kind: 'legacy' }>;

export const AUDIT_TARGET_TYPES = [
  'client',
  'tradesperson',
  'job',
  'contact_message',
  'review',
  'conversation',
  'email',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The action and the kind of target each kind records (the list's columns, and the read marks). */
export const AUDIT_KINDS: Record<NewAuditData['kind'], { action: string; targetType: AuditTargetType }> = {
  client_edited: { action: 'update', targetType: 'client' },
  tradesperson_edited: { action: 'update', targetType: 'tradesperson' },
  tradesperson_approved: { action: 'approve', targetType: 'tradesperson' },
  tradesperson_reinstated: { action: 'reinstate', targetType: 'tradesperson' },
  tradesperson_suspended: { action: 'suspend', targetType: 'tradesperson' },
  credential_checked: { action: 'check', targetType: 'tradesperson' },
  credential_unchecked: { action: 'uncheck', targetType: 'tradesperson' },
  client_deleted: { action: 'delete', targetType: 'client' },
  tradesperson_deleted: { action: 'delete', targetType: 'tradesperson' },
  client_deleted_own_account: { action: 'delete', targetType: 'client' },
  tradesperson_deleted_own_account: { action: 'delete', targetType: 'tradesperson' },
  job_deleted: { action: 'delete', targetType: 'job' },
  review_hidden: { action: 'hide', targetType: 'review' },
  review_restored: { action: 'restore', targetType: 'review' },
  review_kept: { action: 'restore', targetType: 'review' },
  conversation_read: { action: 'read', targetType: 'conversation' },
  contact_message_read: { action: 'read', targetType: 'contact_message' },
  email_read: { action: 'read', targetType: 'email' },
};

/** Entries their account's owner made (deleting their own account), not an administrator. */
export const byAccountOwner = (data: AuditData) =>
  data.kind === 'client_deleted_own_account' || data.kind === 'tradesperson_deleted_own_account';

/** Every field name of every kind, in the list's order: the CSV export's columns after `kind`. */
export const AUDIT_FIELD_NAMES: readonly string[] = [
  ...new Set(auditDataSchema.options.flatMap((option) => Object.keys(option.shape.fields.shape))),
];

/**
 * Stored kind and fields (JSON) read back; a row the list does not describe (a kind from a newer
 * version, a field missing) is shown as its kind and fields, never refused.
 */
export function auditDataOf(kind: string, fields: string): AuditData {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(fields);
  } catch {
    // shown below as it is stored
  }
  const data = auditDataSchema.safeParse({ kind, fields: parsed });
  return data.success ? data.data : { kind: 'legacy', fields: { text: `${kind} ${fields}` } };
}

/** i18next's `t` (the browser's) or the API's translate in one language. */
export type AuditTranslate = (key: string, values?: Record<string, unknown>) => string;

const CREDENTIAL_DETAILS = ['number', 'scheme', 'insurer', 'policyNumber', 'coverPounds', 'expiresOn'] as const;

/** One entry in words, from its kind's catalogue key: nothing of another language's wording is read. */
export function auditText(data: AuditData, t: AuditTranslate): string {
  const key = `adminAudit.kinds.${data.kind}`;
  const trade = (slug: string) => t(`trades.${slug}`, { defaultValue: slug }).toLowerCase();
  switch (data.kind) {
    case 'legacy':
      return data.fields.text;
    case 'client_edited':
    case 'tradesperson_edited':
      return t(data.fields.passwordChanged ? `${key}_password` : key, data.fields);
    case 'credential_checked':
    case 'credential_unchecked': {
      const details = CREDENTIAL_DETAILS.filter((name) => data.fields[name] !== undefined).map((name) =>
        t(`adminAudit.credentialDetails.${name}`, { value: data.fields[name] }),
      );
      const values = { ...data.fields, credential: t(`adminAudit.credentials.${data.fields.credential}`) };
      return details.length > 0 ? t(`${key}_details`, { ...values, details: details.join(', ') }) : t(key, values);
    }
    case 'job_deleted':
    case 'conversation_read':
      return t(key, { ...data.fields, trade: trade(data.fields.trade) });
    case 'review_hidden':
      return t(key, {
        ...data.fields,
        reason: t(`hideReasons.${data.fields.reason}`, { defaultValue: data.fields.reason }),
      });
    default:
      return t(key, data.fields);
  }
}
