// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '../lib/early-requests';
import { EARLY_SCRIPT, sendEarlyRequests } from './early-requests';
import { guardedPages } from './router';

const asked: { path: string; authorization?: string }[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: { headers: Record<string, string> }) => {
      asked.push({ path, authorization: init.headers.Authorization });
      return Promise.resolve(new Response('{}'));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the first requests of a page behind a sign-in', () => {
  it('knows which role guards each page, its parameters included, and leaves public pages out', () => {
    const role = (path: string) => guardedPages().find(([pattern]) => new RegExp(pattern).test(path))?.[1] ?? 'public';
    expect(role('/client-dashboard')).toBe('client');
    expect(role('/post-job')).toBe('client');
    expect(role('/dashboard')).toBe('tradesperson');
    expect(role('/dashboard/')).toBe('tradesperson');
    expect(role('/apply/0b6c5f0e-4a38-4f4f-9d38-4b1e0f9c2a11')).toBe('tradesperson');
    expect(role('/admin/dashboard')).toBe('admin');
    expect(role('/job-description')).toBe('admin');
    for (const path of ['/', '/signin', '/login', '/admin/login', '/directory', '/dashboard/extra', '/admin/nothing'])
      expect(role(path), path).toBe('public');
  });

  it("asks who is signed in with the page's role's token, answered once, and only to that token", async () => {
    localStorage.setItem('token', 'trade-token');
    localStorage.setItem('authToken', 'client-token');
    sendEarlyRequests(at('/dashboard', '?page=2'));
    expect(asked).toContainEqual({ path: '/api/me', authorization: 'Bearer trade-token' });
    expect(asked.filter((request) => request.path === '/api/me')).toHaveLength(1);
    expect(takeEarly('/api/me')).toBeUndefined();
    expect(takeEarly('/api/me', 'Bearer client-token')).toBeUndefined();
    expect(takeEarly('/api/me', 'Bearer trade-token')).toBeInstanceOf(Promise);
    expect(takeEarly('/api/me', 'Bearer trade-token')).toBeUndefined();
  });

  it('asks nothing of the kind on a public page, or when no token of the role is stored', () => {
    localStorage.setItem('token', 'trade-token');
    sendEarlyRequests(at('/signin'));
    sendEarlyRequests(at('/client-dashboard'));
    expect(asked.map((request) => request.path)).not.toContain('/api/me');
  });

  it('is written out whole in the inline script (nothing outside it is named)', () => {
    localStorage.setItem('adminToken', 'admin-token');
    const early = new Function('location', `var window = {}; ${EARLY_SCRIPT} return window.__early;`)(
      at('/admin/outbox'),
    ) as Record<string, Promise<Response>>;
    expect(Object.keys(early)).toContain('/api/me Bearer admin-token');
    expect(asked).toContainEqual({ path: '/api/me', authorization: 'Bearer admin-token' });
  });
});
