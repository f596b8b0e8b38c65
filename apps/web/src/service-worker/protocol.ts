/**
 * What the service worker and the app's pages say to each other, and the notification a push
 * message becomes. A push message is JSON { title, body, url } with, for a habit's reminder, the
 * habit's id, its icon, the user's day and the actions ('log-0', 'open').
 */
import type { PushPayload } from '@taper/domain';

/** The app's icon, for a notification that names no icon of its own. */
export const APP_ICON = '/icons/icon-192.png';

/** Worker → page: show this path (the page's router navigates, no reload). */
export const NAVIGATE_MESSAGE = 'taper:navigate';
/** Worker → page: the worker sent queued entries; what the page shows of them is stale. */
export const ENTRIES_SENT_MESSAGE = 'taper:entries-sent';
/** The Background Sync tag under which the worker sends the queue once the network is back. */
export const QUEUE_SYNC_TAG = 'taper-entry-queue';

export type WorkerMessage =
  | { type: typeof NAVIGATE_MESSAGE; url: string }
  | { type: typeof ENTRIES_SENT_MESSAGE; habitIds: number[] };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === NAVIGATE_MESSAGE || type === ENTRIES_SENT_MESSAGE;
}

/** A path of this app ('/habit/3'); anything else (another origin, '//host') becomes '/'. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The push message's fields, or undefined when it is not one of ours. */
export function readPushPayload(data: unknown): PushPayload | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  if (typeof fields.title !== 'string' || typeof fields.body !== 'string') return undefined;
  const payload: PushPayload = { title: fields.title, body: fields.body, url: appPath(fields.url) };
  if (typeof fields.habitId === 'number' && Number.isInteger(fields.habitId) && fields.habitId > 0)
    payload.habitId = fields.habitId;
  if (typeof fields.icon === 'string' && fields.icon.startsWith('/')) payload.icon = fields.icon;
  if (typeof fields.day === 'string' && ISO_DATE.test(fields.day)) payload.day = fields.day;
  if (Array.isArray(fields.actions)) {
    payload.actions = fields.actions.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { action, title } = item as Record<string, unknown>;
      if ((action !== 'log-0' && action !== 'open') || typeof title !== 'string') return [];
      return [{ action, title }];
    });
  }
  return payload;
}

/** A notification's button. */
export interface NotificationButton {
  action: string;
  title: string;
}

/** What `showNotification` is given: the payload kept as its data for the click. */
export interface NotificationSpec {
  title: string;
  options: NotificationOptions & { actions?: NotificationButton[]; data: PushPayload };
}

/**
 * The notification of a push message: its title and body, the habit's icon (else the app's), one
 * notification per habit and day (a second push of the same day replaces the first), and its
 * buttons — 'Log 0' only where the payload offers it, for a habit and a day.
 */
export function notificationOf(payload: PushPayload): NotificationSpec {
  const canLog = payload.habitId !== undefined && payload.day !== undefined;
  const actions = (payload.actions ?? []).filter((item) => item.action !== 'log-0' || canLog);
  const tag =
    payload.habitId === undefined
      ? `taper:${payload.url}`
      : `taper:habit:${String(payload.habitId)}:${payload.day ?? ''}`;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: payload.icon ?? APP_ICON,
      badge: APP_ICON,
      tag,
      data: payload,
      ...(actions.length > 0 ? { actions } : {}),
    },
  };
}
