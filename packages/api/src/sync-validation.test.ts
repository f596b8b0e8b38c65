import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validatingSynchronouslyFirst } from './sync-validation';

const t = initTRPC.create();
const procedure = validatingSynchronouslyFirst(t.procedure);

/** A caller of one query with these schemas, answering `answer(input)`. */
function callerOf<I extends z.ZodType>(
  input: I,
  output: z.ZodType,
  answer: (value: z.output<I>) => unknown,
) {
  const router = t.router({
    ask: procedure
      .input(input)
      .output(output)
      .query(({ input: value }) => answer(value as z.output<I>) as never),
  });
  return t.createCallerFactory(router)({});
}

const day = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), amount: z.number() });

describe('procedure schemas parsed synchronously first', () => {
  it('checks input and output with the schema’s synchronous parse, answering as before', async () => {
    const input = z.object({ date: z.string() });
    const output = z.object({ days: z.array(day) });
    const parses = vi.spyOn(output, 'parse');
    const caller = callerOf(input, output, ({ date }) => ({
      days: [{ date, amount: 2, dropped: true }],
    }));
    await expect(caller.ask({ date: '2026-12-06' })).resolves.toEqual({
      days: [{ date: '2026-12-06', amount: 2 }],
    });
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('refuses bad input with zod’s issues, as tRPC’s own validation does', async () => {
    const caller = callerOf(day, day, (value) => value);
    const refused = await caller.ask({ date: 'soon', amount: 2 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
    expect((refused as TRPCError).cause).toBeInstanceOf(z.ZodError);
    expect(((refused as TRPCError).cause as z.ZodError).issues[0]?.path).toEqual(['date']);
  });

  it('fails an answer its output schema refuses', async () => {
    const caller = callerOf(day, day, (value) => ({ ...value, amount: 'two' }));
    const failed = await caller.ask({ date: '2026-12-06', amount: 2 }).catch((e: unknown) => e);
    expect((failed as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('falls back to the asynchronous parse for a schema with an asynchronous check', async () => {
    const evenLater = z
      .number()
      .refine(async (value) => Promise.resolve(value % 2 === 0), 'Must be even');
    const input = z.object({ amount: evenLater });
    const caller = callerOf(input, z.number(), ({ amount }) => amount * 10);
    await expect(caller.ask({ amount: 4 })).resolves.toBe(40);
    const refused = await caller.ask({ amount: 3 }).catch((error: unknown) => error);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
    expect(((refused as TRPCError).cause as z.ZodError).issues[0]?.message).toBe('Must be even');
  });

  it('keeps each schema the same instance, so the OpenAPI document still reads it', () => {
    const input = z.object({ id: z.number() });
    const built = procedure.input(input).query(() => 1);
    expect(built._def.inputs[0]).toBe(input);
  });
});
