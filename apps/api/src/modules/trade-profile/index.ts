/**
 * What other modules use of trade profiles: the badges and portraits the directory shows, the
 * public parts of a profile, every credential for the administrators, and an administrator's check.
 */
export { badgesOf, credentialsOf, portraitOf, publicParts, setCredentialCheck } from './service.js';
