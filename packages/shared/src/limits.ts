/** Business constants of spec section 9, plus the bounds we add to every free-text field. */
export const LIMITS = {
  nameMin: 3,
  nameMax: 100,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  textMax: 200,
  /** The directory's text search (a trade or the words of a job). */
  directorySearchMax: 100,
  jobDescriptionMax: 300,
  quotationMax: 2000,
  messageMax: 5000,
  matchingPageSize: 10,
  maxQuotationsPerJob: 5,
  minPricePounds: 1,
  maxPricePounds: 1_000_000,
  /** A price above this asks the tradesperson to confirm before it is sent (a slip such as 24,050 for 240.50). */
  priceConfirmAbovePounds: 50_000,
  /** ... as does one more than this many times the trade's median quoted price. */
  priceConfirmMedianTimes: 20,
  /** A trade's median price is given only from this many priced quotations: fewer say little. */
  priceMedianMinQuotations: 5,
  maxCoverageEntries: 50,
  /** The radius a tradesperson covers around their base postcode, in miles. */
  minRadiusMiles: 1,
  maxRadiusMiles: 100,
  defaultRadiusMiles: 15,
  registrationRedirectMs: 2000,
  requestFormRedirectMs: 3000,
  carouselPerSlide: 8,
  carouselCategories: 24,
  carouselIntervalMs: 4000,
  carouselTransitionMs: 500,
  toastAutoCloseMs: 5000,
  reviewTextMin: 20,
  reviewTextMax: 2000,
  reviewReplyMax: 2000,
  reviewReportMax: 500,
  /** A message in a conversation, after trimming. */
  chatMessageMax: 2000,
  /** Messages a page of a conversation holds. */
  chatPageSize: 30,
  /** Messages one person may send in a minute, across their conversations. */
  chatMessagesPerMinute: 20,
  /** A message unread for this many minutes is emailed to its recipient (once per conversation until read). */
  chatUnreadEmailMinutes: 10,
  /** The author may edit a review for this many days after writing it. */
  reviewEditDays: 14,
  /** A client who has not reviewed a completed job is reminded once, this many days after. */
  reviewReminderDays: 7,
} as const;
