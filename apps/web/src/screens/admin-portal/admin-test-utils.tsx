/** Test helpers for the admin portal: the fake API as an admin, admin fixtures, and a fake XHR. */
import {
  iconFilePath,
  type AdminIcon,
  type AdminStats,
  type AdminUser,
  type CurrentUser,
} from '@taper/domain';
import { dismissToast } from '@taper/ui';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithApi as renderWithFakeApi, type Handlers } from '../../testing/api';

export { serverError, type Call, type Handler, type Handlers } from '../../testing/api';

export const ADMIN: CurrentUser = {
  id: 1,
  locale: 'en',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  role: 'ADMIN',
  tier: 'FREE',
  createdAt: '2025-01-01T00:00:00.000Z',
  themePreference: 'light',
  timezone: 'UTC',
  weekStart: 'monday',
  dayEndsAtHour: 0,
  currency: 'EUR',
  summaryView: 'cards',
  today: '2025-03-15',
  todayEndsAt: '2025-03-16T00:00:00.000Z',
  checkIn: null,
  emailReminder: null,
  emailReminderAvailable: true,
};

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...ADMIN, habitCount: 0, lastLogin: null, ...overrides };
}

export function icon(overrides: Partial<AdminIcon> & { id: string }): AdminIcon {
  const category = overrides.category ?? 'beverage';
  const name = overrides.name ?? overrides.id;
  return {
    name,
    displayName: name,
    category,
    tier: 'FREE',
    filename: `${name}.svg`,
    filePath: iconFilePath({ category, name }),
    description: '',
    isBuiltIn: 'true',
    visibility: overrides.tier === 'DISABLED' ? 'disabled' : 'enabled',
    enabledTier: overrides.tier === 'PREMIUM' ? 'PREMIUM' : 'FREE',
    ...overrides,
  };
}

/** Renders `ui` at /admin-portal as `user` (an admin unless told) with a fake API. */
export function renderWithApi(
  ui: ReactNode,
  { handlers, user = ADMIN }: { handlers: Handlers; user?: CurrentUser },
) {
  return renderWithFakeApi(ui, { handlers, user, path: '/admin-portal' });
}

type Listener = (event: ProgressEvent) => void;

/** A scriptable XMLHttpRequest: tests drive progress, load, error, timeout by hand. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  timeout = 0;
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.instances.push(this);
  }

  static reset() {
    FakeXhr.instances = [];
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XHR was opened');
    return xhr;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  getAllResponseHeaders() {
    return '';
  }

  private fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new ProgressEvent(type));
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
    }
  }
  respond(status: number, body: unknown = { success: true }) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.fire('load');
  }
  networkError() {
    this.fire('error');
  }
  timeOut() {
    this.fire('timeout');
  }
}

export const createFakeXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

/** An SVG File of the given size (padded with a comment). */
export function svgFile(name = 'icon.svg', size?: number, type = 'image/svg+xml'): File {
  const base =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg>';
  const text =
    size && size > base.length ? base + `<!--${'x'.repeat(size - base.length - 7)}-->` : base;
  return new File([text], name, { type });
}

/** The dashboard's figures, users and icons, as the fake API answers them. */
export const STATS: AdminStats = {
  totalUsers: 12,
  freeUsers: 9,
  premiumUsers: 3,
  dau: 4,
  wau: 7,
  mau: 10,
};
export const USERS = [
  adminUser({ habitCount: 2, lastLogin: '2025-03-14T09:00:00.000Z' }),
  adminUser({
    id: 2,
    email: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'User',
    role: 'USER',
    tier: 'FREE',
    habitCount: 5,
    lastLogin: null,
  }),
];
export const ICONS = [
  icon({ id: 'coffee', displayName: 'Coffee', category: 'beverage', tier: 'FREE' }),
  icon({ id: 'beer', displayName: 'Beer', category: 'beverage', tier: 'FREE' }),
  icon({ id: 'wine', displayName: 'Wine', category: 'beverage', tier: 'PREMIUM' }),
  icon({ id: 'laptop', displayName: 'Laptop', category: 'technology', tier: 'PREMIUM' }),
  icon({
    id: 'cigar',
    displayName: 'Cigar',
    category: 'health',
    tier: 'DISABLED',
    enabledTier: 'PREMIUM',
  }),
  icon({
    id: 'zen_mode',
    displayName: 'Zen Mode',
    category: 'mental',
    tier: 'PREMIUM',
    isBuiltIn: 'false',
  }),
];

/** The calls the dashboard makes, answered with STATS, USERS and ICONS; `extra` replaces some. */
export function dashboardHandlers(extra: Handlers = {}): Handlers {
  return {
    'admin.stats': () => STATS,
    'admin.daily': () => [],
    'admin.users': () => USERS,
    'admin.icons': () => ICONS,
    'icons.list': () => [],
    'habits.list': () => [],
    ...extra,
  };
}

/** Closes the toasts a test left open, so the next test starts without them. */
export function dismissToasts() {
  act(() => {
    dismissToast();
  });
}
