import { ROLES, type AdminUser } from '@taper/domain';
import { Badge, Card, plainChoices, toast } from '@taper/ui';
import { failureToast } from '../../lib/errors';
import { NARROW_SCREEN, useMediaQuery } from '../../lib/useMediaQuery';
import { useSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useAdminUsers } from './admin-hooks';
import { mediumDate } from '../../lib/dates';
import { ADMIN_TEXTS, ADMIN_TOASTS } from './admin-messages';
import { TIER_CHOICES } from './icon-fields';
import { Loaded } from './Loaded';
import { ResetLinkButton } from './ResetLinkButton';
import { savedSetting, SavingSelect } from './SavingSelect';

const ROLE_CHOICES = plainChoices(ROLES);

/** SPEC §2: 'Last Login (a date or 'Never')'. */
export function formatLastLogin(lastLogin: string | null): string {
  if (!lastLogin) return ADMIN_TEXTS.never;
  return mediumDate(lastLogin) ?? ADMIN_TEXTS.never;
}

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

type ToastMessage = { title: string; description: string };

/** What a tier or role change does once answered: the lists refresh, and SPEC's toast shows. */
function useUserChangeHandlers() {
  const utils = trpc.useUtils();
  const me = useSessionUser();
  const onUpdated = (updated: AdminUser) => {
    utils.admin.users.setData(undefined, (old) =>
      old?.map((user) => (user.id === updated.id ? updated : user)),
    );
    void utils.admin.users.invalidate();
    void utils.admin.stats.invalidate();
    // An admin who hands their own role away loses the portal: reload who they are.
    if (updated.id === me.id) void utils.auth.me.invalidate();
  };
  return (success: ToastMessage, failure: ToastMessage) => ({
    onSuccess: (updated: AdminUser) => {
      onUpdated(updated);
      toast(success);
    },
    onError: (error: unknown) => {
      failureToast(error, failure);
    },
  });
}

/**
 * The tier and role selects of one user, each saving at once, and 'Make reset link'. In a card
 * they fill its width.
 */
function UserActions({ user, stacked = false }: { user: AdminUser; stacked?: boolean }) {
  const handlers = useUserChangeHandlers();
  const setTier = trpc.admin.setUserTier.useMutation(
    handlers(ADMIN_TOASTS.userTierUpdated, ADMIN_TOASTS.userTierFailed),
  );
  const setRole = trpc.admin.setUserRole.useMutation(
    handlers(ADMIN_TOASTS.userRoleUpdated, ADMIN_TOASTS.userRoleFailed),
  );
  const tier = savedSetting(
    setTier,
    user.tier,
    (v) => v.tier,
    (next) => ({ id: user.id, tier: next }),
  );
  const role = savedSetting(
    setRole,
    user.role,
    (v) => v.role,
    (next) => ({ id: user.id, role: next }),
  );
  if (stacked) {
    return (
      <div className="grid grid-cols-1 gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {ADMIN_TEXTS.tier}
          <SavingSelect
            label={ADMIN_TEXTS.tierFor(user.email)}
            className="h-11 w-full"
            choices={TIER_CHOICES}
            setting={tier}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {ADMIN_TEXTS.role}
          <SavingSelect
            label={ADMIN_TEXTS.roleFor(user.email)}
            className="h-11 w-full"
            choices={ROLE_CHOICES}
            setting={role}
          />
        </label>
        <ResetLinkButton user={user} className="h-11 w-full" />
      </div>
    );
  }
  return (
    // Each select sits in a box of its own width (a select fills its box): in a table cell a
    // squeezed select cut 'PREMIUM' to 'PRE'. The link wraps below them when the row is narrow.
    <div className="flex flex-wrap gap-2">
      <div className="w-36 shrink-0">
        <SavingSelect
          label={ADMIN_TEXTS.tierFor(user.email)}
          className="h-9"
          choices={TIER_CHOICES}
          setting={tier}
        />
      </div>
      <div className="w-28 shrink-0">
        <SavingSelect
          label={ADMIN_TEXTS.roleFor(user.email)}
          className="h-9"
          choices={ROLE_CHOICES}
          setting={role}
        />
      </div>
      <ResetLinkButton user={user} />
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const cell = 'px-3 py-2 align-middle';
  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <td className={`${cell} max-w-56 font-medium [overflow-wrap:anywhere]`}>{user.email}</td>
      <td className={cell}>{fullName(user)}</td>
      <td className={cell}>
        <Badge tone={user.tier === 'PREMIUM' ? 'amber' : 'plain'}>{user.tier}</Badge>
      </td>
      <td className={cell}>
        <Badge tone={user.role === 'ADMIN' ? 'teal' : 'plain'}>{user.role}</Badge>
      </td>
      <td className={`${cell} tabular-nums`}>{user.habitCount}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatLastLogin(user.lastLogin)}</td>
      <td className={cell}>
        <UserActions user={user} />
      </td>
    </tr>
  );
}

/** On a phone: one card a user, every field named, the selects at full width. */
function UserCard({ user }: { user: AdminUser }) {
  const term = 'text-slate-600 dark:text-slate-300';
  return (
    <li
      className="border-t border-slate-200 p-4 dark:border-slate-700"
      aria-label={user.email}
      data-testid="user-card"
    >
      <p className="font-semibold break-all">{user.email}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Badge tone={user.tier === 'PREMIUM' ? 'amber' : 'plain'}>{user.tier}</Badge>
        <Badge tone={user.role === 'ADMIN' ? 'teal' : 'plain'}>{user.role}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className={term}>{ADMIN_TEXTS.name}</dt>
        <dd>{fullName(user)}</dd>
        <dt className={term}>{ADMIN_TEXTS.habits}</dt>
        <dd className="tabular-nums">{user.habitCount}</dd>
        <dt className={term}>{ADMIN_TEXTS.lastLogin}</dt>
        <dd>{formatLastLogin(user.lastLogin)}</dd>
      </dl>
      <div className="mt-3">
        <UserActions user={user} stacked />
      </div>
    </li>
  );
}

function UsersTable({ users }: { users: readonly AdminUser[] }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-4 dark:border-slate-700">
        <h2 className="text-lg font-semibold">{ADMIN_TEXTS.tabUsers}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {ADMIN_TEXTS.usersCount(users.length)}
        </p>
      </div>
      {narrow ? (
        <ul aria-label={ADMIN_TEXTS.tabUsers} className="-mt-px">
          {users.map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[900px] text-start text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                {ADMIN_TEXTS.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function UsersTab({ isAdmin }: { isAdmin: boolean }) {
  const users = useAdminUsers(isAdmin);
  return <Loaded query={users} what="users" render={(list = []) => <UsersTable users={list} />} />;
}
