/**
 * Role changes race safely: however many admins demote each other at the same instant, at least
 * one admin is left, and a demoted admin's requests already in flight change nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';

const PARALLEL = 50;

describe.each(availableTestEngines())('role changes in parallel on %s', (engine) => {
  let t: TestApi | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** `count` admins (the first signs up as admin and promotes the others). */
  async function admins(api: TestApi, count: number) {
    const first = await api.signup('admin0@example.com');
    const all = [first];
    for (let i = 1; i < count; i += 1) {
      const other = await api.signup(`admin${String(i)}@example.com`);
      const res = await api.rest('PATCH', `/api/admin/users/${String(other.id)}/role`, {
        token: first.token,
        body: { role: 'ADMIN' },
      });
      expect(res.statusCode).toBe(200);
      all.push(other);
    }
    return all;
  }

  async function adminIds(api: TestApi): Promise<number[]> {
    const rows = await api.testDb.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .execute();
    return rows.map((row) => row.id);
  }

  it(`two admins demoting each other ${String(PARALLEL)} times at once leave exactly one`, async () => {
    t = await createTestApi(engine);
    const api = t;
    const [a, b] = await admins(api, 2);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const [actor, target] = i % 2 === 0 ? [a!, b!] : [b!, a!];
        const body = { role: 'USER' };
        return i % 4 < 2
          ? api.rest('PATCH', `/api/admin/users/${String(target.id)}/role`, {
              token: actor.token,
              body,
            })
          : api.trpc('mutation', 'admin.setUserRole', { id: target.id, ...body }, actor.token);
      }),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => ![200, 400, 403].includes(status))).toEqual([]);
    expect(statuses).toContain(200);
    const left = await adminIds(api);
    expect(left).toHaveLength(1);
    expect([a!.id, b!.id]).toContain(left[0]);
  });

  it(`${String(PARALLEL)} demotions across ten admins, self-demotions too, never leave zero`, async () => {
    t = await createTestApi(engine);
    const api = t;
    const all = await admins(api, 10);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const actor = all[i % all.length]!;
        const target = all[(i * 3 + 1) % all.length]!;
        return api.rest('PATCH', `/api/admin/users/${String(target.id)}/role`, {
          token: actor.token,
          body: { role: 'USER' },
        });
      }),
    );
    expect(results.filter((res) => res.statusCode >= 500)).toEqual([]);
    const left = await adminIds(api);
    expect(left.length).toBeGreaterThanOrEqual(1);
    // A refusal for the last admin names the rule.
    const refused = results.find((res) => res.statusCode === 400);
    if (left.length === 1) expect(refused?.json().message).toContain('last admin');
  });
});
