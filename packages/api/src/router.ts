/**
 * The whole API as one tRPC router. The web app imports only its type (`import type { AppRouter }
 * from '@taper/api'`), so nothing here runs in the browser.
 */
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { emailRemindersRouter } from './routers/email-reminders';
import { entriesRouter } from './routers/entries';
import { groupsRouter } from './routers/groups';
import { habitsRouter } from './routers/habits';
import { iconsRouter } from './routers/icons';
import { localesRouter } from './routers/locales';
import { pushRouter } from './routers/push';
import { sharesRouter } from './routers/shares';
import { skipsRouter } from './routers/skips';
import { templatesRouter } from './routers/templates';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  habits: habitsRouter,
  groups: groupsRouter,
  entries: entriesRouter,
  skips: skipsRouter,
  icons: iconsRouter,
  locales: localesRouter,
  admin: adminRouter,
  push: pushRouter,
  shares: sharesRouter,
  templates: templatesRouter,
  emailReminders: emailRemindersRouter,
});

export type AppRouter = typeof appRouter;
