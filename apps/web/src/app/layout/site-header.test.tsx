// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import layout from '../../../../../packages/locales/en/layout.json';
import common from '../../../../../packages/locales/en/common.json';
import { storeSession } from '../../lib/auth';
import { SiteHeader } from './site-header';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...common, ...layout } } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderHeader() {
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  // The header renders its actions twice (beside the logo on wide screens, in the menu on phones).
  return within(screen.getAllByRole('banner')[0]!);
}

/** Every link that leads someone to sign in or to join, of any role (closed menus included). */
const WAYS_IN = ['/signin', '/signup', '/login', '/join', '/register', '/admin/login'];
const waysIn = (header: ReturnType<typeof renderHeader>) =>
  header
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'))
    .filter((href) => WAYS_IN.includes(href ?? ''));

describe('the site header', () => {
  it('signed out: the client sign-in is a button beside the trade login and joining', () => {
    const header = renderHeader();
    expect(header.getAllByRole('link', { name: 'Client sign in' })[0]).toHaveProperty(
      'className',
      'button button--secondary',
    );
    expect(header.getAllByRole('link', { name: 'Client sign in' })[0]?.getAttribute('href')).toBe('/signin');
    expect(header.getAllByRole('link', { name: 'Trade login' })[0]?.getAttribute('href')).toBe('/login');
    expect(header.getAllByRole('link', { name: 'Join as Trade' })[0]?.getAttribute('href')).toBe('/register');
    expect(header.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('signed in as a client: their jobs, their account and sign out, and no way in for any role', () => {
    storeSession('client', 'client-token', 'amelie@example.com');
    const header = renderHeader();
    expect(waysIn(header)).toEqual([]);
    const group = header.getAllByRole('group', { name: 'Your account' })[0]!;
    expect(within(group).getByRole('link', { name: 'My jobs' }).getAttribute('href')).toBe(
      '/client-dashboard?email=amelie%40example.com',
    );
    expect(within(group).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(within(group).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(header.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post-job');
  });

  it('signed in as a tradesperson: their dashboard, account and sign out, and no way in for any role', () => {
    storeSession('tradesperson', 'trade-token');
    const header = renderHeader();
    expect(waysIn(header)).toEqual([]);
    const group = header.getAllByRole('group', { name: 'Your account' })[0]!;
    expect(within(group).getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(group).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(header.queryByRole('link', { name: 'Post a job' })).toBeNull();
  });
});
