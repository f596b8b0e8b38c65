/**
 * Every operation called as an outside client would, with the client openapi-typescript and
 * openapi-fetch generate from the document: typed end to end, no casts. Each call must succeed;
 * the recorder checks each answer against the document.
 */ import type { Recorder } from './recorder';
import { accounts, accountSecurity } from './scenario/accounts';
import { clientFor, ok } from './scenario/client';
import { groups } from './scenario/groups';
import { habits } from './scenario/habits';
import { icons } from './scenario/icons';
import { emailReminders } from './scenario/email-reminders';
import { shares } from './scenario/shares';
import { transfer } from './scenario/transfer';

export { clientFor, PASSWORD, type RequestBody, type TaperClient } from './scenario/client';

export interface ScenarioResult {
  adminToken: string;
  userToken: string;
  userId: number;
  habitId: number;
  entryId: number;
}

export async function runScenario(
  origin: string,
  recorder: Recorder,
  mails: () => readonly string[] = () => [],
  /** A stop link's token of the user's email reminder, as the mail carries one. */
  emailStopToken?: (userId: number) => Promise<string>,
): Promise<ScenarioResult> {
  const client = (token?: string) => clientFor(origin, recorder, token);
  const { adminToken, userToken, userId } = await accounts(client);
  const user = client(userToken);
  const { habitId, entryId } = await habits(user);
  await icons(client(adminToken), userId);
  await shares(user, client(), habitId, mails);
  if (emailStopToken) await emailReminders(user, client(), () => emailStopToken(userId));
  await groups(user);
  const spare = ok(
    await user.POST('/api/habits', {
      body: {
        name: 'Tea',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'level',
        goalSchedule: 'daily',
        levelGoal: 'low',
      },
    }),
    'create level',
  );
  const spareId = { params: { path: { id: spare.id } } };
  ok(await user.DELETE('/api/habits/{id}', spareId), 'delete');
  ok(await user.POST('/api/habits/{id}/restore', spareId), 'restore');
  ok(await user.DELETE('/api/habits/{id}', spareId), 'delete again');
  await transfer(user);
  const newUserToken = await accountSecurity(
    client,
    { admin: adminToken, user: userToken },
    userId,
    mails,
  );
  return { adminToken, userToken: newUserToken, userId, habitId, entryId };
}
