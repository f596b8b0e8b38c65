import { LoadingScreen } from '@taper/ui';
import { lazy, Suspense } from 'react';
import { TEXTS } from '../../messages';
import { AccessDenied } from './AccessDenied';

export { AccessDenied };

/**
 * Loaded only for admins, so USER bundles never contain the dashboard: everything else in this
 * folder (tabs, dialogs, the uploader) is imported from AdminDashboard and lands in its chunk.
 */
const AdminDashboard = lazy(() => import('./AdminDashboard'));

export function AdminPortalRoute({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return <AccessDenied />;
  return (
    <Suspense fallback={<LoadingScreen label={TEXTS.adminLoading} fullScreen />}>
      <AdminDashboard />
    </Suspense>
  );
}
