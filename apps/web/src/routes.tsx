import { LoadingScreen } from '@taper/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams, useSearchParams } from './lib/router';
import { landingWithNext, safeNextPath } from './lib/next-path';
import { TEXTS } from './messages';
import { Page } from './components/Page';
import { Loading } from './components/Loading';
import { useHabits } from './hooks/habits';
import { shownHabit } from './screens/habit/shown-habit';
import { AdminPortalRoute, HabitScreen, ProgressScreen } from './screens/lazy-screens';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen';
import { SummaryScreen } from './screens/summary/SummaryScreen';

// The summary loads with the app; the others (and the signed-out landing) on demand. A habit's own
// address (its calendar, or its progress) asks for its screen at once, beside the app's first API
// calls.
if (/^\/habit\/\d+\/progress\/?$/.test(window.location.pathname)) {
  void ProgressScreen.preload();
} else if (
  window.location.pathname.startsWith('/habit/') ||
  new URLSearchParams(window.location.search).has('habitId')
) {
  void HabitScreen.preload();
}
const LandingScreen = lazy(() =>
  import('./screens/landing/LandingScreen').then((m) => ({ default: m.LandingScreen })),
);
const CreateHabitScreen = lazy(() =>
  import('./screens/create-habit/CreateHabitScreen').then((m) => ({
    default: m.CreateHabitScreen,
  })),
);
const HabitSettingsScreen = lazy(() =>
  import('./screens/habit-settings/HabitSettingsScreen').then((m) => ({
    default: m.HabitSettingsScreen,
  })),
);
const ManageScreen = lazy(() =>
  import('./screens/manage/ManageScreen').then((m) => ({ default: m.ManageScreen })),
);
const GroupScreen = lazy(() =>
  import('./screens/group/GroupScreen').then((m) => ({ default: m.GroupScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('./screens/reset-password/ResetPasswordScreen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
const SharedScreen = lazy(() =>
  import('./screens/shared/SharedScreen').then((m) => ({ default: m.SharedScreen })),
);
const StopEmailRemindersScreen = lazy(() =>
  import('./screens/shared/StopEmailRemindersScreen').then((m) => ({
    default: m.StopEmailRemindersScreen,
  })),
);
const StopMailsScreen = lazy(() =>
  import('./screens/shared/StopMailsScreen').then((m) => ({ default: m.StopMailsScreen })),
);
const AccountScreen = lazy(() =>
  import('./screens/account/AccountScreen').then((m) => ({ default: m.AccountScreen })),
);

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen label={TEXTS.loading} fullScreen />}>{children}</Suspense>
  );
}

/** Paths that exist only for signed-in users: signed out, they lead back to `/`. */
const SIGNED_IN_PATHS = [
  '/create-habit',
  '/manage',
  '/account',
  '/admin-portal',
  '/habit/:id',
  '/habit/:id/settings',
  '/habit/:id/progress',
  '/group/:id',
];

function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** Signed out on a signed-in page: to `/`, keeping the page to open after sign-in (`?next=`). */
function KeepPageRedirect() {
  const { pathname, search, hash } = window.location;
  return <Redirect to={landingWithNext(`${pathname}${search}${hash}`)} replace />;
}

/**
 * `/`: the summary of cards, or with `?habitId=` that habit's calendar screen; just signed in with
 * `?next=` (a path of this site only), the page that was asked for.
 */
function HomeRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  if (next) return <Redirect to={next} replace />;
  if (!params.has('habitId')) return <SummaryScreen />;
  return <LazyHabitScreen habitId={parseId(params.get('habitId'))} />;
}

/**
 * A habit's screen in one Page whether its code has come or not: the header (and a menu pressed
 * while the code loads) stays mounted when the screen takes over from the fallback.
 */
function LazyHabitScreen({ habitId }: { habitId: number | undefined }) {
  // The screen's habits are asked for here, in the same render as the header's icons (one batch),
  // rather than when its code has come: the code may come before or after the user is known.
  const habits = useHabits();
  const habit = shownHabit(habits.data ?? [], habitId);
  return (
    <Page context={habit ? { kind: 'habit', habit } : { kind: 'summary' }} wide={!!habit}>
      <Suspense fallback={<Loading label={TEXTS.loadingHabits} />}>
        <HabitScreen habitId={habitId} />
      </Suspense>
    </Page>
  );
}

function HabitRoute() {
  const { id } = useParams();
  return <LazyHabitScreen habitId={parseId(id)} />;
}

function ProgressRoute() {
  const { id } = useParams();
  return <ProgressScreen habitId={parseId(id)} />;
}

/** A share link's page and its mail's stop page: the same signed in or out. */
function SharedRoute() {
  const { token } = useParams();
  return (
    <Lazy>
      <SharedScreen token={token ?? ''} />
    </Lazy>
  );
}

function StopMailsRoute() {
  const { token } = useParams();
  return (
    <Lazy>
      <StopMailsScreen token={token ?? ''} />
    </Lazy>
  );
}

function StopEmailRemindersRoute() {
  const { token } = useParams();
  return (
    <Lazy>
      <StopEmailRemindersScreen token={token ?? ''} />
    </Lazy>
  );
}

/** The routes that are the same signed in or out. */
const SHARED_ROUTES = [
  <Route key="email-stop" path="/reminders/stop/:token">
    <StopEmailRemindersRoute />
  </Route>,
  <Route key="stop" path="/s/stop/:token">
    <StopMailsRoute />
  </Route>,
  <Route key="shared" path="/s/:token">
    <SharedRoute />
  </Route>,
];

function GroupRoute() {
  const { id } = useParams();
  return <GroupScreen groupId={parseId(id)} />;
}

function HabitSettingsRoute() {
  const { id } = useParams();
  return <HabitSettingsScreen habitId={parseId(id)} />;
}

/** The signed-in screens that load on demand, by path. */
const LAZY_SCREENS: readonly (readonly [path: string, Screen: ComponentType])[] = [
  ['/habit/:id/settings', HabitSettingsRoute],
  ['/habit/:id/progress', ProgressRoute],
  ['/group/:id', GroupRoute],
  ['/create-habit', CreateHabitScreen],
  ['/manage', ManageScreen],
  ['/account', AccountScreen],
  // A reset link opened while signed in: the new password ends this session too.
  ['/reset-password', ResetPasswordScreen],
];

export function AppRoutes({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  if (!signedIn) {
    return (
      <Switch>
        {SHARED_ROUTES}
        <Route path="/">
          <Lazy>
            <LandingScreen />
          </Lazy>
        </Route>
        <Route path="/reset-password">
          <Lazy>
            <ResetPasswordScreen />
          </Lazy>
        </Route>
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path}>
            <KeepPageRedirect />
          </Route>
        ))}
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    );
  }
  return (
    <Switch>
      {SHARED_ROUTES}
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/habit/:id">
        <HabitRoute />
      </Route>
      {LAZY_SCREENS.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <Lazy>
            <Screen />
          </Lazy>
        </Route>
      ))}
      <Route path="/admin-portal">
        <Lazy>
          <AdminPortalRoute isAdmin={isAdmin} />
        </Lazy>
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
