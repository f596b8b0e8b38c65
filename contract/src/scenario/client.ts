/** The generated client the scenario calls through, and what every step shares. */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/taper-api';
import type { Recorder } from '../recorder';

export type TaperClient = Client<paths>;
/** The JSON body an operation takes, as the generated types say. */
export type RequestBody<P extends keyof paths, M extends 'post' | 'put' | 'patch'> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

export const PASSWORD = 'Str0ng!pass';
export const WEEK = {
  monday: 2,
  tuesday: 2,
  wednesday: 2,
  thursday: 2,
  friday: 2,
  saturday: 3,
  sunday: 3,
};
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>';

export function clientFor(origin: string, recorder: Recorder, token?: string): TaperClient {
  return createClient<paths>({
    baseUrl: origin,
    fetch: recorder.fetch,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** The data of a call that must succeed. */
export function ok<T>(result: { data?: T; response: Response }, what: string): T {
  if (result.data === undefined) throw new Error(`${what} answered ${result.response.status}`);
  return result.data;
}
