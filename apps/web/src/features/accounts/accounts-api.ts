import { useMutation } from '@tanstack/react-query';
import type { ClientRegister, LoginInput, Registered, Role, SignedIn, TradespersonRegister } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

/** POST /client/register */
export const useRegisterClient = () =>
  useMutation({
    mutationFn: (body: ClientRegister) => apiRequest<Registered>('/client/register', { body }),
  });

/** POST /tradeperson/register */
export const useRegisterTradesperson = () =>
  useMutation({
    mutationFn: (body: TradespersonRegister) => apiRequest<Registered>('/tradeperson/register', { body }),
  });

const LOGIN_ENDPOINTS: Record<Role, string> = {
  client: '/client/login',
  tradesperson: '/tradeperson/login',
  admin: '/api/admin/login',
};

/** POST /client/login, /tradeperson/login or /api/admin/login */
export const useLogin = (role: Role) =>
  useMutation({
    mutationFn: (body: LoginInput) => apiRequest<SignedIn>(LOGIN_ENDPOINTS[role], { body }),
  });
