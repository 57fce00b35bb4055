import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ConversationReportReason,
  CredentialKind,
  ElectricalScheme,
  JobRequestStatus,
  Language,
  NewsletterStatus,
  OutboxStatus,
  JobStatus,
  PropertyType,
  QuotationStatus,
  ReviewHideReason,
  ReviewReportReason,
  ReviewStatus,
  Role,
  ServiceTime,
  Trade,
  TradespersonStatus,
  VisitOutcome,
  VisitStatus,
} from '@tradewise/shared';

/** Timestamps are ISO-8601 UTC strings in both dialects, so answers have one shape. */
type Timestamp = string;

export interface ClientTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  phoneNumber: string;
  street: string;
  city: string;
  postcode: string;
  /** The language of the emails this account is sent (en, fr or es). */
  language: Generated<Language>;
  /** When the owner of the email confirmed it (null: not yet). */
  emailVerifiedAt: Timestamp | null;
  /** JSON of the optional emails wanted (see modules/notifications/preferences.ts). */
  notifications: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TradespersonTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  businessName: string;
  contactNumber: string;
  trade: Trade;
  street: string;
  city: string;
  postcode: string;
  status: TradespersonStatus;
  /** JSON array of postcode areas ("SW") and districts ("SW1A") the tradesperson covers. */
  coverage: string;
  /** The centre of the business postcode's outward code (null when its area is unknown). */
  baseLatitude: number | null;
  baseLongitude: number | null;
  /** Jobs within this many miles of the base match, besides those in the coverage areas. */
  radiusMiles: Generated<number>;
  /** The language of the emails this account is sent (en, fr or es). */
  language: Generated<Language>;
  /** When the owner of the email confirmed it (null: not yet). */
  emailVerifiedAt: Timestamp | null;
  /** JSON of the optional emails wanted (see modules/notifications/preferences.ts). */
  notifications: Generated<string>;
  /** When the daily email of new jobs was last sent (for those who chose it). */
  jobDigestAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AdminTable {
  id: string;
  email: string;
  passwordHash: string;
  /** The language of the emails this account is sent (en, fr or es). */
  language: Generated<Language>;
  /** When the owner of the email confirmed it (null: not yet). */
  emailVerifiedAt: Timestamp | null;
  /** JSON of the optional emails wanted (see modules/notifications/preferences.ts). */
  notifications: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  tokenHash: string;
  role: Role;
  userId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStart: Timestamp;
  lockedUntil: Timestamp | null;
}

export interface JobTable {
  id: string;
  clientId: string;
  workType: Trade;
  serviceTime: ServiceTime;
  propertyType: PropertyType;
  street: string;
  city: string;
  postcode: string;
  postcodeOutward: string;
  postcodeArea: string;
  postcodeDistrict: string;
  /** The centre of the postcode's outward code (null when its area is unknown). */
  latitude: number | null;
  longitude: number | null;
  /** The centre as a unit vector (see lib/outcodes.ts unitVector): the matching's distance test. */
  unitX: number | null;
  unitY: number | null;
  unitZ: number | null;
  contactEmail: string;
  jobDescription: string;
  status: JobStatus;
  quotationCount: Generated<number>;
  acceptedQuotationId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface QuotationTable {
  id: string;
  jobId: string;
  tradespersonId: string;
  quotationText: string;
  /** Price in pence; null when the tradesperson gave none. */
  pricePence: number | null;
  status: QuotationStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** JSON of the structured quote (issue 41; packages/shared/src/quotes.ts), or null for text alone. */
  quote: string | null;
  /** The last day (YYYY-MM-DD) it can be accepted; null when it does not expire (text alone). */
  validUntil: string | null;
  /** When the tradesperson renewed it (only once). */
  renewedAt: Timestamp | null;
  /** When the client was emailed that it is about to expire (claims that email, sent once). */
  expiryRemindedAt: Timestamp | null;
}

/** A tradesperson who withdrew their quotation on a job, and so may not quote on it again. */
export interface QuotationWithdrawalTable {
  jobId: string;
  tradespersonId: string;
  withdrawnAt: Timestamp;
  /** What the withdrawn quotation said, its price and when it was sent (null if withdrawn before these were kept). */
  quotationText: string | null;
  pricePence: number | null;
  quotedAt: Timestamp | null;
}

export interface JobRequestTable {
  id: string;
  trade: Trade;
  serviceTime: ServiceTime;
  propertyType: PropertyType;
  street: string;
  city: string;
  postcode: string;
  email: string;
  status: JobRequestStatus;
  jobId: string | null;
  /** The language the form was filled in: the emailed link to publish it is written in it. */
  language: Generated<Language>;
  createdAt: Timestamp;
}

/** The tradesperson a job's client asked to quote (from their profile); others in range may quote too. */
export interface JobInvitationTable {
  jobId: string;
  tradespersonId: string;
  createdAt: Timestamp;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  readAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface NewsletterSubscriptionTable {
  email: string;
  /** pending until the owner follows the emailed link; unsubscribed when they leave. */
  status: Generated<NewsletterStatus>;
  language: Generated<Language>;
  confirmTokenHash: string | null;
  unsubscribeToken: string | null;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: string;
  adminId: string;
  adminEmail: string;
  action: string;
  targetType: 'client' | 'tradesperson' | 'job' | 'contact_message' | 'review' | 'conversation' | 'email';
  targetId: string;
  /** What the entry records (@tradewise/shared's AuditKind) and its fields as JSON: data, not a sentence. */
  kind: string;
  fields: string;
  createdAt: Timestamp;
}

/** One email, rendered when it was queued; the sender delivers it (see modules/mail). */
export interface OutboxTable {
  id: string;
  /** Which email this is (verify-email, quotation-received, ...), for tests and the admin view. */
  kind: string;
  recipient: string;
  /** The account it was sent to (null for a visitor, a newsletter subscriber, or before 2026-11-27-21). */
  accountRole: Role | null;
  accountId: string | null;
  language: Language;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON object of extra headers (List-Unsubscribe for non-essential mail). */
  headers: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  /** A sender holds the row until then; past it, another may take it (the first one died). */
  claimedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** JSON { method, content } of a calendar invitation sent with it (issue 42), or null. */
  calendar: string | null;
  /** JSON array of files sent with it ({ filename, contentType, base64 }; issue 41), or null. */
  attachments: string | null;
}

/** 'publish-request': the link emailed after a home-page request, which publishes it as a job. */
export type EmailTokenPurpose = 'verify-email' | 'change-email' | 'password-reset' | 'unsubscribe' | 'publish-request';

/** A single-use link sent by email; only the hash of its token is stored. */
export interface EmailTokenTable {
  tokenHash: string;
  purpose: EmailTokenPurpose;
  role: Role;
  userId: string;
  /** The address the link was sent to: a verification only counts for that address. */
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** For an unsubscribe link: the preference it turns off. */
  topic: string | null;
  createdAt: Timestamp;
}

/** A completed hire: the job its client may review the hired tradesperson for. */
export interface ReviewRequestTable {
  jobId: string;
  clientId: string;
  tradespersonId: string;
  completedAt: Timestamp;
  /** When the one reminder was emailed (or the job predates reviews). */
  remindedAt: Timestamp | null;
}

export interface ReviewTable {
  id: string;
  jobId: string;
  clientId: string;
  tradespersonId: string;
  rating: number;
  quality: number;
  reliability: number;
  value: number;
  text: string;
  status: ReviewStatus;
  /** Why the moderators hid it (shown publicly in its place). */
  hiddenReason: ReviewHideReason | null;
  replyText: string | null;
  replyAt: Timestamp | null;
  editedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ReviewReportTable {
  id: string;
  reviewId: string;
  reporterRole: Role;
  reporterId: string;
  reason: ReviewReportReason;
  details: string | null;
  /** When an administrator hid or kept the review; null while the report waits. */
  resolvedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** One tradesperson's published reviews summed up (kept by modules/reviews with every change). */
export interface TradespersonRatingTable {
  tradespersonId: string;
  reviewCount: number;
  ratingSum: number;
  qualitySum: number;
  reliabilitySum: number;
  valueSum: number;
  stars1: number;
  stars2: number;
  stars3: number;
  stars4: number;
  stars5: number;
  average: number | null;
  /** The top-rated ranking's Bayesian average (see modules/reviews/figures.ts). */
  ranking: Generated<number>;
}

/** One quotation's conversation between the job's client and the tradesperson who quoted. */
export interface ConversationTable {
  id: string;
  jobId: string;
  clientId: string;
  tradespersonId: string;
  /** The quotation it belongs to; its row is gone once withdrawn (the conversation stays, closed). */
  quotationId: string | null;
  /** The seq of the newest message (0: none yet). */
  lastSeq: Generated<number>;
  /** The seq each side has read up to: their unread count is lastSeq minus it. */
  clientReadSeq: Generated<number>;
  tradeReadSeq: Generated<number>;
  clientReadAt: Timestamp | null;
  tradeReadAt: Timestamp | null;
  /** The seq each side was last emailed about (the unread-message email fallback). */
  clientEmailedSeq: Generated<number>;
  tradeEmailedSeq: Generated<number>;
  lastMessageAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MessageTable {
  id: string;
  conversationId: string;
  /** 1, 2, 3... within its conversation. */
  seq: number;
  authorRole: 'client' | 'tradesperson';
  /** As typed (trimmed); masking is applied when it is read. */
  text: string;
  createdAt: Timestamp;
}

export interface ConversationReportTable {
  id: string;
  conversationId: string;
  reporterRole: 'client' | 'tradesperson';
  reporterId: string;
  reason: ConversationReportReason;
  details: string | null;
  createdAt: Timestamp;
}

/** A tradesperson's public words and portrait (issue 17); no row until they first save one. */
export interface TradeProfileTable {
  tradespersonId: string;
  about: Generated<string>;
  yearsTrading: number | null;
  /** The portrait's image id in storage (null: none). */
  portraitId: string | null;
  portraitWidth: number | null;
  portraitHeight: number | null;
  updatedAt: Timestamp;
}

/** A credential a tradesperson claims; shown publicly only while `checkedAt` is set. */
export interface CredentialTable {
  tradespersonId: string;
  kind: CredentialKind;
  /** The Gas Safe registration number, or the scheme membership number. */
  number: string | null;
  scheme: ElectricalScheme | null;
  insurer: string | null;
  policyNumber: string | null;
  coverPounds: number | null;
  /** The insurance's expiry date (YYYY-MM-DD, a UK calendar day). */
  expiresOn: string | null;
  checkedAt: Timestamp | null;
  /** The administrator who checked it. */
  checkedBy: string | null;
  /** Insurance: the last expiry reminder sent for it as it stands (30, then 7 days before). */
  expiryReminder: number | null;
  updatedAt: Timestamp;
}

export interface PortfolioPhotoTable {
  id: string;
  tradespersonId: string;
  caption: Generated<string>;
  width: number;
  height: number;
  createdAt: Timestamp;
}

/** A background worker's last success and failure, whichever server ran it (issue 39). */
export interface WorkerRunTable {
  name: string;
  lastSuccessAt: Timestamp | null;
  /** How long the last successful round took. */
  lastDurationMs: number | null;
  lastFailureAt: Timestamp | null;
  lastError: string | null;
}

/** The written agreement of a hire (issue 41): one per job; its versions never change. */
export interface AgreementTable {
  id: string;
  jobId: string;
  clientId: string;
  tradespersonId: string;
  quotationId: string;
  currentVersion: Generated<number>;
  createdAt: Timestamp;
}

export interface AgreementVersionTable {
  agreementId: string;
  version: number;
  /** JSON of everything the version's PDF shows (modules/agreements/snapshot.ts). */
  snapshot: string;
  /** The running total in pence (null when the quotation gave no price). */
  totalPence: number | null;
  /** The accepted variation that made this version (null for version 1). */
  variationId: string | null;
  madeAt: Timestamp;
}

export type VariationStatus = 'proposed' | 'accepted' | 'declined';

export interface AgreementVariationTable {
  id: string;
  agreementId: string;
  proposedBy: 'client' | 'tradesperson';
  description: string;
  priceChangePence: number;
  reason: string;
  status: VariationStatus;
  /** The agreement version it made, once accepted. */
  version: number | null;
  createdAt: Timestamp;
  answeredAt: Timestamp | null;
}

/** A photo of a job (issue 17); its files are in storage, under keys made from its id. */
export interface JobPhotoTable {
  id: string;
  /** Null once the job is removed: the photo waits for the sweeper to delete its files. */
  jobId: string | null;
  /** 0 to 7: the photos' order on the job. */
  position: number;
  /** The random part of the photo's address (128 bits, base64url). */
  accessKey: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  createdAt: Timestamp;
}

/** A site visit on a conversation (issue 42, modules/visits). */
export interface VisitTable {
  id: string;
  conversationId: string;
  jobId: string;
  clientId: string;
  tradespersonId: string;
  status: VisitStatus;
  proposedBy: 'client' | 'tradesperson';
  /** JSON array of { startsAt, endsAt } (UTC ISO instants), one to three. */
  options: string;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  /** When the client agreed that the tradesperson sees the street for this visit. */
  addressAgreedAt: Timestamp | null;
  /** Raised by each move: calendars update the one event. */
  sequence: Generated<number>;
  moveReason: string | null;
  cancelReason: string | null;
  cancelledBy: 'client' | 'tradesperson' | null;
  outcome: VisitOutcome | null;
  outcomeAt: Timestamp | null;
  replyText: string | null;
  replyAt: Timestamp | null;
  /** Claimed by the server that sends the reminder (reset by a move). */
  dayRemindedAt: Timestamp | null;
  soonRemindedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A person's visit reminder choice and the hash of their private calendar feed's token. */
export interface VisitCalendarTable {
  role: 'client' | 'tradesperson';
  userId: string;
  remindTwoHours: Generated<number>;
  feedTokenHash: string | null;
  updatedAt: Timestamp;
}

/** A tradesperson's reliability figures (issue 42), kept up to date on write. */
export interface TradespersonReliabilityTable {
  tradespersonId: string;
  /** First answers of conversations a client opened, by working-hours bucket. */
  answersWithinHour: Generated<number>;
  answersWithinDay: Generated<number>;
  answersWithinTwoDays: Generated<number>;
  answersLater: Generated<number>;
  hiresCompleted: Generated<number>;
  visitsKept: Generated<number>;
  visitsMissed: Generated<number>;
  /** The London date (YYYY-MM-DD) a declared leave ends; null when none. */
  leaveUntil: string | null;
  updatedAt: Timestamp;
}

export interface Database {
  clients: ClientTable;
  tradespeople: TradespersonTable;
  admins: AdminTable;
  sessions: SessionTable;
  loginThrottle: LoginThrottleTable;
  jobs: JobTable;
  quotations: QuotationTable;
  quotationWithdrawals: QuotationWithdrawalTable;
  jobRequests: JobRequestTable;
  contactMessages: ContactMessageTable;
  newsletterSubscriptions: NewsletterSubscriptionTable;
  jobInvitations: JobInvitationTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  emailTokens: EmailTokenTable;
  reviewRequests: ReviewRequestTable;
  reviews: ReviewTable;
  reviewReports: ReviewReportTable;
  tradespersonRatings: TradespersonRatingTable;
  conversations: ConversationTable;
  messages: MessageTable;
  conversationReports: ConversationReportTable;
  jobPhotos: JobPhotoTable;
  workerRuns: WorkerRunTable;
  tradeProfiles: TradeProfileTable;
  credentials: CredentialTable;
  portfolioPhotos: PortfolioPhotoTable;
  visits: VisitTable;
  visitCalendars: VisitCalendarTable;
  agreements: AgreementTable;
  agreementVersions: AgreementVersionTable;
  agreementVariations: AgreementVariationTable;
  tradespersonReliability: TradespersonReliabilityTable;
}

export type ClientRow = Selectable<ClientTable>;
export type TradespersonRow = Selectable<TradespersonTable>;
export type AdminRow = Selectable<AdminTable>;
export type NewClient = Insertable<ClientTable>;
export type NewTradesperson = Insertable<TradespersonTable>;
export type ClientUpdate = Updateable<ClientTable>;
export type JobRow = Selectable<JobTable>;
export type QuotationRow = Selectable<QuotationTable>;
export type JobPhotoRow = Selectable<JobPhotoTable>;

export type ReviewRow = Selectable<ReviewTable>;
