/** Habit groups (issue 51): a group with a shared budget, two members, its figures, a change and a delete. */
import { ok, type TaperClient } from './client';

export async function groups(api: TaperClient) {
  const alcohol = ok(
    await api.POST('/api/groups', {
      body: { name: 'Alcohol', color: '#EF4444', budget: { period: 'week', limit: 14 } },
    }),
    'create group',
  );
  const beer = ok(
    await api.POST('/api/habits', {
      body: {
        name: 'Beer',
        color: '#F59E0B',
        icon: 'beer',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 2,
        groupId: alcohol.id,
        countsAs: 2.3,
      },
    }),
    'create a member',
  );
  ok(
    await api.POST('/api/habits/{id}/entries', {
      params: { path: { id: beer.id } },
      body: { date: '2025-03-11', actualValue: 2 },
    }),
    'log a member',
  );
  const path = { params: { path: { id: alcohol.id } } };
  ok(await api.GET('/api/groups'), 'list groups');
  const progress = ok(
    await api.GET('/api/groups/{id}/progress', {
      params: { path: { id: alcohol.id }, query: { date: '2025-03-15' } },
    }),
    'group progress',
  );
  if (progress.period.total !== 4.6)
    throw new Error(`group total ${String(progress.period.total)}`);
  ok(
    await api.GET('/api/groups/{id}/over-days', {
      params: { path: { id: alcohol.id }, query: { month: '2025-03' } },
    }),
    'group over days',
  );
  ok(
    await api.GET('/api/groups/{id}/chart', {
      params: { path: { id: alcohol.id }, query: { bucket: 'week' } },
    }),
    'group chart',
  );
  ok(
    await api.PUT('/api/groups/{id}', { ...path, body: { collapsed: true, name: 'Drinks' } }),
    'change group',
  );
  const spare = ok(await api.POST('/api/groups', { body: { name: 'Spare' } }), 'create spare');
  ok(
    await api.PUT('/api/habits/{id}', {
      params: { path: { id: beer.id } },
      body: { name: 'Beer', groupId: spare.id },
    }),
    'move a member',
  );
  ok(await api.DELETE('/api/groups/{id}', { params: { path: { id: spare.id } } }), 'delete group');
}
