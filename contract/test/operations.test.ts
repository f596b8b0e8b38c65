/**
 * Every operation of the served document called through a client generated from it, with its
 * error cases; every answer must be a status the operation declares, with a body that validates
 * against the declared schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '@taper/api';
import { addEmailStopToken } from '@taper/db';
import { genericErrorCases, type Outcome } from '../src/error-cases';
import { createRecorder, type Recorder } from '../src/recorder';
import { ruleCases } from '../src/rule-cases';
import { runScenario, type ScenarioResult } from '../src/scenario';
import { startServer, type RunningServer } from '../src/server';

let server: RunningServer;
let recorder: Recorder;
let scenario: ScenarioResult;

beforeAll(async () => {
  server = await startServer();
  recorder = createRecorder(server.document, server.origin);
  scenario = await runScenario(
    server.origin,
    recorder,
    () => server.mails,
    async (userId) => {
      const token = generateToken();
      await addEmailStopToken(
        server.app.testDb.db,
        { tokenHash: hashToken(token), userId },
        new Date(),
      );
      return token;
    },
  );
});
afterAll(async () => {
  await server.close();
});

const wrong = (outcomes: Outcome[]) =>
  outcomes
    .filter((o) => o.actual !== o.expected)
    .map((o) => `${o.call}: expected ${o.expected}, got ${o.actual}`);

describe('the REST API as its document declares it', () => {
  it('answers every operation with a 2xx through the generated client', () => {
    const succeeded = new Set(
      recorder.calls.filter((c) => c.status < 300).map((c) => c.operationId),
    );
    const never = recorder.operations
      .filter((o) => !succeeded.has(o.op.operationId))
      .map(
        (o) =>
          `${o.op.operationId} (${o.method.toUpperCase()} ${o.path}) was never called successfully: add it to contract/src/scenario.ts`,
      );
    expect(never).toEqual([]);
  });

  it('answers the error cases of every operation with the declared status', async () => {
    const outcomes = await genericErrorCases({
      origin: server.origin,
      recorder,
      operations: recorder.operations,
      adminToken: scenario.adminToken,
      userToken: scenario.userToken,
    });
    expect(outcomes.length).toBeGreaterThan(recorder.operations.length);
    expect(wrong(outcomes)).toEqual([]);
  });

  it("answers each operation's own rules with the declared status", async () => {
    const outcomes = await ruleCases({
      origin: server.origin,
      recorder,
      adminToken: scenario.adminToken,
      userToken: scenario.userToken,
    });
    expect(wrong(outcomes)).toEqual([]);
  });

  it('sent only declared statuses, each body valid against its schema (checked last)', () => {
    expect(recorder.calls.length).toBeGreaterThan(100);
    expect(recorder.problems).toEqual([]);
  });
});
