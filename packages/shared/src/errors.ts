/**
 * Every error code the API answers with. The web app translates `errors.<CODE>`; the API's
 * English `message` comes from the same catalogue.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  TOKEN_INVALID: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  APPROVAL_PENDING: 403,
  INSURANCE_EXPIRED: 403,
  TRADE_MISMATCH: 403,
  OUTSIDE_COVERAGE: 403,
  NOT_FOUND: 404,
  JOB_NOT_OPEN: 409,
  JOB_FULL: 409,
  JOB_HAS_QUOTATIONS: 409,
  ALREADY_QUOTED: 409,
  QUOTATION_WITHDRAWN: 409,
  QUOTATION_NOT_FOUND: 404,
  QUOTATION_EXPIRED: 409,
  QUOTATION_ALREADY_RENEWED: 409,
  QUOTATION_NOT_RENEWABLE: 409,
  /** A variation proposed or accepted once the job is completed or cancelled. */
  AGREEMENT_CLOSED: 409,
  TRADESPERSON_UNAVAILABLE: 409,
  INSURANCE_REQUIRED: 409,
  EMAIL_TAKEN: 409,
  JOB_NOT_COMPLETED: 409,
  ALREADY_REVIEWED: 409,
  EMAIL_NOT_CLIENT: 409,
  INVITEE_UNAVAILABLE: 409,
  REVIEW_EDIT_CLOSED: 409,
  ALREADY_REPLIED: 409,
  ALREADY_REPORTED: 409,
  CONVERSATION_CLOSED: 409,
  CONFLICT: 409,
  VISIT_IN_PAST: 422,
  VISIT_TIME_MISSING: 422,
  VISIT_OVERLAP: 409,
  VISIT_NOT_OPEN: 409,
  VISIT_ADDRESS_CONSENT: 422,
  VISIT_OUTCOME_CLOSED: 409,
  CREDENTIAL_CHANGED: 409,
  PHOTO_MISSING: 400,
  PHOTO_NOT_AN_IMAGE: 400,
  PHOTO_UNREADABLE: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TOO_MANY_PIXELS: 413,
  UPLOAD_MALFORMED: 400,
  PHOTOS_BUSY: 429,
  TOO_MANY_PHOTOS: 409,
  PORTFOLIO_FULL: 409,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  /** Dotted path of the field, e.g. "address.postcode". */
  field: string;
  /** The i18n key of the message, e.g. "signupPage.validation.nameMinLength". */
  code: string;
  /** The English message. */
  message: string;
}

/** The shape of every error answer: `error` and `message` carry the same English text. */
export interface ErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  details?: FieldError[];
}
