import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** 256 random bits, URL-safe: the bearer token handed to the browser and never stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest of a token is stored, so a leaked database holds no usable session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const nowIso = (): string => new Date().toISOString();
