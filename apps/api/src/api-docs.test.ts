import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, type TestApp } from './testing';

/**
 * SPEC §7, method and path (path parameters as OpenAPI writes them), and the calls of the read
 * model ARCHITECTURE adds: GET /api/summary and GET /api/habits/{id}/stats, the progress screen's
 * strength, history and weekdays (docs/api-contract.md), and the upload target behind `uploadURL`.
 */
const SPEC_CALLS = [
  'GET /api/auth/user',
  'POST /api/login',
  'POST /api/signup',
  'POST /api/logout',
  'PATCH /api/auth/user',
  'PUT /api/auth/user',
  'PUT /api/auth/password',
  'GET /api/habits',
  'GET /api/habits/{id}',
  'POST /api/habits',
  'PUT /api/habits/{id}',
  // What a settings change does to logged results, before it is saved (a new goal type).
  'POST /api/habits/{id}/settings/preview',
  // Archived and ordered habits (issue 20).
  'POST /api/habits/{id}/archive',
  'POST /api/habits/{id}/unarchive',
  'PUT /api/habits/order',
  // Goal history and taper plans (beyond SPEC §7).
  'GET /api/habits/{id}/goals',
  'GET /api/habits/{id}/plan',
  'PUT /api/habits/{id}/plan',
  'DELETE /api/habits/{id}/plan',
  // What a plan would re-judge, before it is set (issue 32).
  'POST /api/habits/{id}/plan/preview',
  // Holding a plan's coming steps (issue 32).
  'POST /api/habits/{id}/plan/hold',
  'DELETE /api/habits/{id}',
  // Undo of a delete (issue 29).
  'POST /api/habits/{id}/restore',
  'GET /api/habits/{id}/entries',
  'GET /api/entries',
  'POST /api/habits/{id}/entries',
  'PUT /api/habit-entries/{entryId}',
  // Clearing an entry (beyond SPEC: undoing a wrong entry).
  'DELETE /api/habit-entries/{entryId}',
  // Vacation: a range of days skipped (issue 20).
  'POST /api/skips',
  'GET /api/habits/{id}/streaks',
  'GET /api/habits/{id}/reduction',
  'POST /api/habits/{id}/milestones/seen',
  'GET /api/habits/{id}/stats',
  'GET /api/summary',
  'GET /api/habits/{id}/strength',
  'GET /api/habits/{id}/history',
  'GET /api/habits/{id}/weekdays',
  // A day's goal in words, from the goal history (issue 30: the web judges nothing).
  'GET /api/habits/{id}/day-goal',
  'GET /api/icons',
  // The languages Taper speaks (issue 53).
  'GET /api/locales',
  // Templates for a guided start (issue 54).
  'GET /api/templates',
  'POST /api/templates/{id}/draft',
  // Habit groups and their shared budget (issue 51).
  'GET /api/groups',
  'POST /api/groups',
  'PUT /api/groups/{id}',
  'DELETE /api/groups/{id}',
  'GET /api/groups/{id}/progress',
  'GET /api/groups/{id}/over-days',
  'GET /api/groups/{id}/chart',
  // Export and import (issue 22).
  'GET /api/export',
  'POST /api/import',
  // Reminders by Web Push (issue 36).
  'GET /api/push/key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  // Stopping one listed device from Account (issue 54).
  'DELETE /api/push/subscriptions/{id}',
  'POST /api/push/test',
  'GET /api/shares',
  'GET /api/shares/options',
  'POST /api/shares',
  'PUT /api/shares/{id}',
  'DELETE /api/shares/{id}',
  'POST /api/shares/{id}/summary',
  'GET /api/shared/{token}',
  'POST /api/shared/{token}/stop',
  // The email fallback's stop link (issue 54).
  'POST /api/reminders/email/stop/{token}',
  'GET /api/admin/stats/overview',
  // The admin overview's 30-day chart (issue 35).
  'GET /api/admin/stats/daily',
  'GET /api/admin/users',
  'PATCH /api/admin/users/{id}/tier',
  'PATCH /api/admin/users/{id}/role',
  'GET /api/admin/icons',
  'PATCH /api/admin/icons/{id}/tier',
  'PATCH /api/admin/icons/{id}',
  'DELETE /api/admin/icons/{id}',
  'POST /api/admin/icons',
  'POST /api/admin/icons/upload',
  'PUT /api/uploads/{token}',
  // The account's devices, API tokens, deletion and password reset.
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'GET /api/auth/tokens',
  'POST /api/auth/tokens',
  'DELETE /api/auth/tokens/{id}',
  'DELETE /api/auth/user',
  'GET /api/auth/options',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/admin/users/{id}/password-reset',
];

describe.each(availableTestEngines())('the API reference on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('/api/openapi.json lists every SPEC §7 call', async () => {
    const res = await t.rest('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(listed.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('/api/docs is a readable page with every call', async () => {
    const res = await t.rest('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const call of SPEC_CALLS) {
      const [method, p] = call.split(' ') as [string, string];
      expect(res.body).toContain(`>${method}</span> <code>${p}</code>`);
    }
    // Each operation with its example call as a curl line, its example answer and its statuses.
    expect(res.body.match(/<pre class="curl">curl -X /g)).toHaveLength(SPEC_CALLS.length);
    expect(res.body.match(/<p>Response 20[024]:/g)).toHaveLength(SPEC_CALLS.length);
    expect(res.body).toContain(
      'curl -X POST &#34;$TAPER_URL/api/habits/1/entries&#34; -H &#34;Authorization: Bearer $TOKEN&#34;',
    );
    expect(res.body).toContain('<p>Answers: 200, 400, 401, 413, 415, 429, 503.</p>');
    expect(res.body).not.toContain('<script');
  });
});
