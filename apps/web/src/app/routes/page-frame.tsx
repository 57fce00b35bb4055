import { Outlet } from 'react-router';
import { RouteErrorPage } from '../route-error-page';

/** Every page sits in this frame: a failing page keeps the header and footer around its error screen. */
export default function PageFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
