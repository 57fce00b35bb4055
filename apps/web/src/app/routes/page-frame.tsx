import { Outlet } from 'react-router';
import { UpcomingVisits } from '../../features/visits/upcoming-visits';
import { VisitPanel } from '../../features/visits/visit-panel';
import { FeatureSlotsProvider, type FeatureSlots } from '../../lib/feature-slots';
import { RouteErrorPage } from '../route-error-page';

/** What fills the pages' slots (lib/feature-slots.tsx): site visits in conversations and on dashboards. */
const SLOTS: FeatureSlots = { conversation: VisitPanel, dashboard: UpcomingVisits };

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
