/** Row-to-answer mappers shared by the modules: the one place a stored row becomes an answer field. */

/** A stored full address (street, city, postcode columns) as the answer's `address` object. */
export const addressOf = (row: { street: string; city: string; postcode: string }) => ({
  street: row.street,
  city: row.city,
  postcode: row.postcode,
});

/** Prices are stored in pence and answered in pounds; null stays null (no price given). */
export const penceToPounds = (pence: number | null) => (pence === null ? null : pence / 100);
