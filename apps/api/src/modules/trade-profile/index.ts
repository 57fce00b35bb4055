/**
 * What other modules use of trade profiles: the badges and portraits the directory shows, the
 * public parts of a profile, every credential for the administrators, an administrator's check,
 * erasing a leaving tradesperson's profile, and the one rule for who is listed (live.ts).
 */
export { badgesOf, credentialsOf, ownProfile, portraitOf, publicParts, setCredentialCheck } from './service.js';
export { eraseProfile } from './images.js';
export { insuredNow, isLive, liveNow } from './live.js';
