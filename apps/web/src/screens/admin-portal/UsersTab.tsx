import { ROLES, TIERS, type AdminUser, type Role, type Tier } from '@taper/domain';
import { Card, LoadingScreen, Select, toast } from '@taper/ui';
import { useSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { failureToast, useAdminUsers } from './admin-hooks';
import { ADMIN_TEXTS, ADMIN_TOASTS } from './admin-messages';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** SPEC §2: 'Last Login (a date or 'Never')'. */
export function formatLastLogin(lastLogin: string | null): string {
  if (!lastLogin) return ADMIN_TEXTS.never;
  const date = new Date(lastLogin);
  return Number.isNaN(date.getTime()) ? ADMIN_TEXTS.never : dateFormat.format(date);
}

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function useUserUpdated() {
  const utils = trpc.useUtils();
  const me = useSessionUser();
  return (updated: AdminUser) => {
    utils.admin.users.setData(undefined, (old) =>
      old?.map((user) => (user.id === updated.id ? updated : user)),
    );
    void utils.admin.users.invalidate();
    void utils.admin.stats.invalidate();
    // An admin who hands their own role away loses the portal: reload who they are.
    if (updated.id === me.id) void utils.auth.me.invalidate();
  };
}

function UserRow({ user }: { user: AdminUser }) {
  const onUpdated = useUserUpdated();
  const setTier = trpc.admin.setUserTier.useMutation({
    onSuccess: (updated) => {
      onUpdated(updated);
      toast(ADMIN_TOASTS.userTierUpdated);
    },
    onError: (error) => {
      failureToast(error, ADMIN_TOASTS.userTierFailed);
    },
  });
  const setRole = trpc.admin.setUserRole.useMutation({
    onSuccess: (updated) => {
      onUpdated(updated);
      toast(ADMIN_TOASTS.userRoleUpdated);
    },
    onError: (error) => {
      failureToast(error, ADMIN_TOASTS.userRoleFailed);
    },
  });
  const name = fullName(user);
  const tier = setTier.isPending ? setTier.variables.tier : user.tier;
  const role = setRole.isPending ? setRole.variables.role : user.role;
  const cell = 'px-3 py-2 align-middle';
  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <td className={`${cell} max-w-56 truncate font-medium`} title={user.email}>
        {user.email}
      </td>
      <td className={cell}>{name}</td>
      <td className={cell}>
        <span
          className={
            user.tier === 'PREMIUM'
              ? 'rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
              : 'rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200'
          }
        >
          {user.tier}
        </span>
      </td>
      <td className={cell}>
        <span
          className={
            user.role === 'ADMIN'
              ? 'rounded bg-teal-100 px-1.5 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900/40 dark:text-teal-200'
              : 'rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200'
          }
        >
          {user.role}
        </span>
      </td>
      <td className={`${cell} tabular-nums`}>{user.habitCount}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatLastLogin(user.lastLogin)}</td>
      <td className={cell}>
        <div className="flex gap-2">
          <Select
            aria-label={`Tier for ${user.email}`}
            className="h-9 w-32"
            value={tier}
            disabled={setTier.isPending}
            onChange={(event) => {
              const next = event.target.value as Tier;
              if (next !== user.tier) setTier.mutate({ id: user.id, tier: next });
            }}
          >
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
          <Select
            aria-label={`Role for ${user.email}`}
            className="h-9 w-28"
            value={role}
            disabled={setRole.isPending}
            onChange={(event) => {
              const next = event.target.value as Role;
              if (next !== user.role) setRole.mutate({ id: user.id, role: next });
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </div>
      </td>
    </tr>
  );
}

export function UsersTab({ isAdmin }: { isAdmin: boolean }) {
  const users = useAdminUsers(isAdmin);
  if (users.isLoading) return <LoadingScreen label="Loading users..." />;
  if (users.error) {
    return (
      <p role="alert" className="py-6 text-sm text-red-700 dark:text-red-300">
        Could not load the users: {users.error.message}
      </p>
    );
  }
  const list = users.data ?? [];
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-4 dark:border-slate-700">
        <h2 className="text-lg font-semibold">{ADMIN_TEXTS.tabUsers}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {list.length} {list.length === 1 ? 'user' : 'users'}. Change a tier or role with its
          select; it saves at once.
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[760px] text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {['Email', 'Name', 'Tier', 'Role', 'Habits', 'Last Login', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
