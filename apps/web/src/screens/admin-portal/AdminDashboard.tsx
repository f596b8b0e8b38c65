import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Button, Card, StatCard } from '@taper/ui';
import { Page, PageTitle } from '../../components/Page';
import { isUnauthorized } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { useOnline } from '../../lib/online';
import { TEXTS } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { AccessDenied } from './AccessDenied';
import { useAdminStats } from './admin-hooks';
import { ADMIN_TEXTS } from './admin-messages';
import { IconManagementTab } from './IconManagementTab';
import { IconSettingsTab } from './IconSettingsTab';
import { OverviewTab } from './OverviewTab';
import type { UploadTuning } from './useIconUpload';
import { UsersTab } from './UsersTab';
import { Loading } from '../../components/Loading';

// A function: its texts are read when drawn, in the language shown then.
const TABS = () =>
  [
    ADMIN_TEXTS.tabOverview,
    ADMIN_TEXTS.tabUsers,
    ADMIN_TEXTS.tabIconSettings,
    ADMIN_TEXTS.tabIconManagement,
  ] as const;

const tabClass =
  'shrink-0 cursor-pointer rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 data-hover:bg-white/60 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm dark:text-slate-300 dark:data-hover:bg-slate-700/60 dark:data-selected:bg-slate-900 dark:data-selected:text-white';

function forbidden(error: unknown): boolean {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  return typeof data === 'object' && data !== null && 'code' in data && data.code === 'FORBIDDEN';
}

/** SPEC §2 'Admin dashboard (/admin-portal)'. The default export is what the route lazy-loads. */
export default function AdminDashboard({ uploadTuning }: { uploadTuning?: UploadTuning }) {
  const user = useSessionUser();
  const isAdmin = user.role === 'ADMIN';
  const stats = useAdminStats(isAdmin);
  const online = useOnline();
  usePageTitle(isAdmin ? ADMIN_TEXTS.pageTitle : ADMIN_TEXTS.accessDenied);

  if (!isAdmin || forbidden(stats.error)) return <AccessDenied />;

  return (
    <Page context={{ kind: 'page' }} wide>
      <PageTitle title={TEXTS.adminTitle} />
      <p className="-mt-3 mb-5 text-slate-600 dark:text-slate-300">{TEXTS.adminSubtitle}</p>

      {/* Offline, nothing of the portal is kept: it says so, never zeros as if they were real. */}
      {!online || stats.isLoading ? (
        <Loading label={TEXTS.adminLoading} />
      ) : stats.error && !isUnauthorized(stats.error) ? (
        <Card className="p-5" role="alert">
          <p>{ADMIN_TEXTS.loadFailed(stats.error.message)}</p>
          <Button
            className="mt-3"
            variant="outline"
            onClick={() => {
              void stats.refetch();
            }}
          >
            {ADMIN_TEXTS.tryAgain}
          </Button>
        </Card>
      ) : (
        <>
          <section
            aria-label={ADMIN_TEXTS.userStatistics}
            className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            <StatCard
              label={ADMIN_TEXTS.statTotalUsers}
              value={stats.data?.totalUsers ?? 0}
              hint={ADMIN_TEXTS.tierSplit(
                stats.data?.freeUsers ?? 0,
                stats.data?.premiumUsers ?? 0,
              )}
            />
            <StatCard label={ADMIN_TEXTS.statDau} value={stats.data?.dau ?? 0} />
            <StatCard label={ADMIN_TEXTS.statWau} value={stats.data?.wau ?? 0} />
            <StatCard label={ADMIN_TEXTS.statMau} value={stats.data?.mau ?? 0} />
          </section>

          <TabGroup>
            <TabList className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {TABS().map((tab) => (
                <Tab key={tab} className={tabClass}>
                  {tab}
                </Tab>
              ))}
            </TabList>
            <TabPanels>
              <TabPanel className="rounded-lg">
                <OverviewTab isAdmin={isAdmin} />
              </TabPanel>
              <TabPanel className="rounded-lg">
                <UsersTab isAdmin={isAdmin} />
              </TabPanel>
              <TabPanel className="rounded-lg">
                <IconSettingsTab isAdmin={isAdmin} />
              </TabPanel>
              <TabPanel className="rounded-lg">
                <IconManagementTab isAdmin={isAdmin} uploadTuning={uploadTuning} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </>
      )}
    </Page>
  );
}
