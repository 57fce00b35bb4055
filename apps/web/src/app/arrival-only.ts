import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A page whose address changes as the visitor uses it (the directory's filters, the home page's
 * ?request=) does not ask the server again: its queries fetch what the new address needs. Its
 * loader runs when the page is arrived at.
 */
export const arrivalOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
