/** The address an erased account keeps: unique, undeliverable, and recognisable. */
const ERASED_DOMAIN = '@deleted.invalid';

export const erasedEmail = (id: string) => `deleted-${id}${ERASED_DOMAIN}`;

/** Whether an account was erased by its owner (what others see of it is then anonymous). */
export const isErased = (email: string) => email.endsWith(ERASED_DOMAIN);
