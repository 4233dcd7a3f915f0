import { lazy } from 'react';
import { WorkWaiting } from '../features/home/WorkWaiting';
import { useMay } from '../shared/operatorSession';

const DashboardPage = lazy(() => import('../features/dashboards/DashboardPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));

/**
 * The console's front page: the dashboard for the roles that may read it, the welcome page for the others; both
 * start with the work waiting in the queues the role works in (none for an analyst).
 */
export default function LandingPage() {
  const may = useMay();
  return may('dashboards.read') ? <DashboardPage workWaiting={<WorkWaiting />} /> : <HomePage />;
}
