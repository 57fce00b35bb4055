import type { ClientRegister, LoginInput, Registered, Role, SignedIn, TradespersonRegister } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';
import { i18n, isLanguage } from '../../lib/i18n';

/** The site's language goes with a registration, so the account's emails are written in it. */
const withLanguage = <T extends object>(body: T) =>
  isLanguage(i18n.resolvedLanguage) ? { ...body, language: i18n.resolvedLanguage } : body;

/** POST /client/register */
export const registerClient = (body: ClientRegister) =>
  apiRequest<Registered>('/client/register', { body: withLanguage(body) });

/** POST /tradeperson/register */
export const registerTradesperson = (body: TradespersonRegister) =>
  apiRequest<Registered>('/tradeperson/register', { body: withLanguage(body) });

const LOGIN_ENDPOINTS: Record<Role, string> = {
  client: '/client/login',
  tradesperson: '/tradeperson/login',
  admin: '/api/admin/login',
};

/** POST /client/login, /tradeperson/login or /api/admin/login */
export const logIn = (role: Role, body: LoginInput) => apiRequest<SignedIn>(LOGIN_ENDPOINTS[role], { body });
