import { lazy } from 'react';
import { Outlet } from 'react-router';
import { FeatureSlotsProvider, type FeatureSlots } from '../../lib/feature-slots';
import { RouteErrorPage } from '../route-error-page';

/**
 * What fills the pages' slots (lib/feature-slots.tsx): site visits in conversations and on
 * dashboards, their code fetched by the pages that show them (imported here, every page carried it).
 */
const SLOTS: FeatureSlots = {
  conversation: lazy(() =>
    import('../../features/visits/visit-panel').then((module) => ({ default: module.VisitPanel })),
  ),
  dashboard: lazy(() =>
    import('../../features/visits/upcoming-visits').then((module) => ({ default: module.UpcomingVisits })),
  ),
};

/** Every page sits in this frame: a failing page keeps the header and footer around its error screen. */
export default function PageFrame() {
  return (
    <FeatureSlotsProvider value={SLOTS}>
      <Outlet />
    </FeatureSlotsProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
