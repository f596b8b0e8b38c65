/**
 * Share links (issue 52): the owner's links and a visitor's read-only view. A visitor's token is
 * looked up by its SHA-256 only; an unknown, revoked or expired token answers the same 404, and
 * unknown tokens count against the client address's budget (in the database, so across
 * processes). The view's figures are the habit screen's own (`recordShared` on the computed
 * reads), for the shared habits only, with the owner's first name and nothing else of them.
 */
import { TRPCError } from '@trpc/server';
import {
  addShareToken,
  claimShareMail,
  findShareByToken,
  noteShareMailed,
  sharesWithMail,
  stopShareMails,
  touchShareViewed,
  type SharedBy,
  type ShareListing,
  type ShareOwner,
} from '@taper/db';
import {
  SHARE_GUESSES_PER_MINUTE,
  SHARE_TEXTS,
  SHARED_DAYS,
  addDays,
  startOfWeek,
  type IsoDate,
  type LocaleCode,
  type Share,
  type SharedHabit,
  type SharedView,
  isLocaleCode,
} from '@taper/domain';
import { localizedShareMail } from '@taper/domain/i18n';
import { userTodayAt } from '@taper/domain/rules';
import type { ApiServices, Context } from '../context';
import { mailQueueOf } from '../mail-queue';
import { hitAddressBudget } from '../rate-limit';
import { generateShareToken, hashToken, SHARE_TOKEN_PATTERN } from '../tokens';
import { startIntervalTask, type IntervalTask } from './interval-task';

const GUESS_WINDOW_MS = 60_000;

/** The owner's today: what a link's end date and a week's mail are judged by. */
export function ownerToday(
  owner: Pick<ShareOwner, 'timezone' | 'dayEndsAtHour'>,
  now: Date,
): IsoDate {
  return userTodayAt(owner, now);
}

export function isExpired(share: Pick<ShareListing, 'expiresOn'>, today: IsoDate): boolean {
  return share.expiresOn !== null && share.expiresOn < today;
}

export function presentShare(share: ShareListing, today: IsoDate): Share {
  return {
    id: share.id,
    habitIds: share.habitIds,
    showNotes: share.showNotes,
    expiresOn: share.expiresOn,
    label: share.label,
    email: share.email,
    createdAt: share.createdAt.toISOString(),
    lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
    lastMailedAt: share.lastMailedAt?.toISOString() ?? null,
    mailStopped: share.mailStoppedAt !== null,
    expired: isExpired(share, today),
  };
}

/** Where the links a server hands out point: `{PUBLIC_URL}/s/{token}`, or relative without it. */
export function shareUrl(base: string | undefined, token: string): string {
  return `${(base ?? '').replace(/\/$/, '')}/s/${token}`;
}

/** The headers of every answer about a token: never kept by a cache, never indexed. */
export function privateAnswer(ctx: Context): void {
  ctx.responseHeaders['cache-control'] = 'no-store';
  ctx.responseHeaders['x-robots-tag'] = 'noindex';
  ctx.responseHeaders['referrer-policy'] = 'no-referrer';
}

/**
 * The live share a token of `kind` opens, or the same 404 for any other (unknown, revoked,
 * expired); a token that opens nothing counts against the address's budget (429 past it).
 */
async function openToken(
  ctx: Context,
  token: string,
  kind: 'view' | 'stop',
): Promise<SharedBy & { today: IsoDate }> {
  const now = ctx.now();
  const found = SHARE_TOKEN_PATTERN.test(token)
    ? await findShareByToken(ctx.db, hashToken(token), kind)
    : undefined;
  const today = found ? ownerToday(found.owner, now) : undefined;
  if (found && today !== undefined && !isExpired(found.share, today)) return { ...found, today };
  const hit = await hitAddressBudget(
    ctx.db,
    `share-guess|${ctx.request.ip}`,
    now,
    SHARE_GUESSES_PER_MINUTE,
    GUESS_WINDOW_MS,
  );
  if (!hit.allowed) {
    ctx.responseHeaders['retry-after'] = String(hit.retryAfterSeconds);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SHARE_TEXTS.tooManyGuesses });
  }
  throw new TRPCError({ code: 'NOT_FOUND', message: SHARE_TEXTS.notFound });
}

/** The shared habits as the view shows them, in the owner's list order, in `locale`'s words. */
export async function sharedHabits(
  services: Pick<ApiServices, 'computedReads'>,
  by: SharedBy,
  today: IsoDate,
  locale?: LocaleCode,
): Promise<SharedHabit[]> {
  const habits: SharedHabit[] = [];
  for (const habitId of by.share.habitIds) {
    const habit = await services.computedReads.run({
      kind: 'shared',
      user: locale ? { ...by.owner, locale } : by.owner,
      today,
      habitId,
      input: { showNotes: by.share.showNotes, days: SHARED_DAYS },
    });
    if (habit) habits.push(habit);
  }
  return habits;
}

/** GET /api/shared/{token}: the visitor's read-only view. */
export async function viewShare(ctx: Context, token: string): Promise<SharedView> {
  privateAnswer(ctx);
  const opened = await openToken(ctx, token, 'view');
  const now = ctx.now();
  await touchShareViewed(ctx.db, opened.share.id, now);
  return {
    owner: { firstName: opened.owner.firstName },
    habits: await sharedHabits(ctx, opened, opened.today, ctx.locale),
    generatedAt: now.toISOString(),
  };
}

/** POST /api/shared/{token}/stop: the mail's link that stops the weekly mails. */
export async function stopMails(ctx: Context, token: string): Promise<void> {
  privateAnswer(ctx);
  const opened = await openToken(ctx, token, 'stop');
  await stopShareMails(ctx.db, opened.share.id, ctx.now());
}

/** What sending a share's mail needs of the server. */
export type MailServices = Pick<
  ApiServices,
  'db' | 'computedReads' | 'mailer' | 'now' | 'logError'
>;

/**
 * Mails a share's partner the week ending the day before `weekStart`: a fresh link to the view
 * and one to stop the mails, each a new token stored by its hash (they end with the share).
 */
export async function mailShare(
  services: MailServices,
  by: SharedBy,
  base: string,
  today: IsoDate,
  weekEnd: IsoDate,
): Promise<void> {
  const { mailer, db } = services;
  if (!mailer || by.share.email === null) return;
  const now = services.now();
  const view = generateShareToken();
  const stop = generateShareToken();
  await addShareToken(
    db,
    { tokenHash: hashToken(view), shareId: by.share.id, userId: by.owner.id, kind: 'view' },
    now,
  );
  await addShareToken(
    db,
    { tokenHash: hashToken(stop), shareId: by.share.id, userId: by.owner.id, kind: 'stop' },
    now,
  );
  const habits = await sharedHabits(services, by, today);
  const to = by.share.email;
  // In the owner's language: the partner reads what the owner would.
  const mail = localizedShareMail(
    {
      firstName: by.owner.firstName,
      habits,
      weekEnd,
      viewUrl: shareUrl(base, view),
      stopUrl: `${base.replace(/\/$/, '')}/s/stop/${stop}`,
    },
    isLocaleCode(by.owner.locale) ? by.owner.locale : 'en',
  );
  const message = { to, ...mail };
  await noteShareMailed(db, by.share.id, now);
  // Sent by the process's mail queue, one mail at a time, after the answer.
  mailQueueOf(mailer, services.logError).enqueue(() => mailer.send(message));
}

/** Send now: the last 7 days ending today. */
export async function mailShareNow(
  services: MailServices,
  by: SharedBy,
  base: string,
): Promise<void> {
  const today = ownerToday(by.owner, services.now());
  await mailShare(services, by, base, today, today);
}

/**
 * The weekly mails due now: on the first day of each owner's week, every live share with a
 * partner's address gets the week before, claimed in the database first so that it goes once
 * whatever the number of processes. Answers how many were sent.
 */
export async function sendWeeklyShareMails(
  services: MailServices,
  base: string | undefined,
): Promise<number> {
  if (!services.mailer || base === undefined) return 0;
  let sent = 0;
  const now = services.now();
  for (const by of await sharesWithMail(services.db)) {
    const today = ownerToday(by.owner, now);
    if (isExpired(by.share, today) || by.share.habitIds.length === 0) continue;
    const week = startOfWeek(today, by.owner.weekStart);
    if (week !== today) continue;
    if (!(await claimShareMail(services.db, by.share.id, week, now))) continue;
    try {
      await mailShare(services, by, base, today, addDays(week, -1));
      sent += 1;
    } catch (error) {
      services.logError(error, 'share summary mail failed');
    }
  }
  return sent;
}

/** How often the server looks for weekly mails due: every 10 minutes. */
export const SHARE_MAIL_INTERVAL_MS = 10 * 60 * 1000;

/** The weekly share mails' timer: a pass answers how many mails it sent. */
export type ShareMailScheduler = IntervalTask<number>;

/**
 * Looks for the weekly mails due every `intervalMs` in this process; each week's mail of a share
 * is claimed in the database, so any number of processes send it once.
 */
export function startShareMailScheduler(options: {
  services: MailServices;
  base: string | undefined;
  intervalMs?: number;
}): ShareMailScheduler {
  return startIntervalTask({
    run: () => sendWeeklyShareMails(options.services, options.base),
    intervalMs: options.intervalMs ?? SHARE_MAIL_INTERVAL_MS,
    onError: (error) => {
      options.services.logError(error, 'Sending weekly share mails failed');
      return 0;
    },
  });
}
