import { lazy } from 'react';
import { useMay } from '../shared/operatorSession';

const DashboardPage = lazy(() => import('../features/dashboards/DashboardPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));

/** The console's front page: the dashboard for the roles that may read it, the welcome page for the others. */
export default function LandingPage() {
  const may = useMay();
  return may('dashboards.read') ? <DashboardPage /> : <HomePage />;
}
