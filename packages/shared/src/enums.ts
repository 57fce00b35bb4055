/** Every trade a tradesperson can register under and a job can ask for (spec section 3). */
export const TRADES = [
  'bricklayer',
  'carpenter',
  'cleaner',
  'drywall_installer',
  'electrician',
  'flooring_installer',
  'gas_engineer',
  'general_contractor',
  'glazier',
  'hvac_technician',
  'insulation_contractors',
  'landscaper',
  'locksmith',
  'mechanics',
  'other',
  'painter_decorator',
  'pest_control_specialist',
  'plumber',
  'roofer',
  'septic_system_installers',
  'security_officer',
  'solar_panel_installers',
  'stonemasons',
  'training_provider',
  'welder',
] as const;
export type Trade = (typeof TRADES)[number];

export const SERVICE_TIMES = ['as_soon_as_possible', 'with_in_next_few_days', 'no_date'] as const;
export type ServiceTime = (typeof SERVICE_TIMES)[number];

export const PROPERTY_TYPES = ['flat', 'house', 'commercial_property'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const TRADESPERSON_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type TradespersonStatus = (typeof TRADESPERSON_STATUSES)[number];

export const JOB_STATUSES = ['open', 'hired', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const QUOTATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/**
 * What became of a tradesperson's quotation, as GET /api/applied-jobs tells it: waiting, hired (the
 * job under way), completed, not chosen (another quotation won), the job cancelled, or withdrawn by
 * the tradesperson.
 */
export const APPLICATION_OUTCOMES = ['pending', 'hired', 'completed', 'not_chosen', 'cancelled', 'withdrawn'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/** A home-page job request: 'new' until the client publishes it as a job or dismisses it. */
export const JOB_REQUEST_STATUSES = ['new', 'published', 'dismissed'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

export const ROLES = ['client', 'tradesperson', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether `value` is one of the app's languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a browser's language tags, most wanted first ("fr-FR", "es"), that the app speaks:
 * the server's for Accept-Language and the browser's for navigator.languages, so both choose alike.
 */
export const firstSpokenLanguage = (tags: readonly string[]): Language | undefined =>
  tags.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage);

/** A newsletter sign-up: confirmed by its owner (double opt-in) before any newsletter is sent. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
