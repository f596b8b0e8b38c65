/**
 * The figures of the reads (against the floor, plain and as a browser asks), of REST against tRPC,
 * and of memory, from the measured rounds.
 */
import type { Figure, Section } from '../report';
import { median, round } from '../stats';
import { fmt, type Measured } from './read-rounds';
import { READS, type Way } from './read-targets';

type Read = (typeof READS)[number];

/**
 * A plain (uncompressed) read's throughput as a share of the bare floor's. Not 0.5: a signed-in
 * read costs its session read alone more than the floor's whole request (issue 56); the
 * compressed goal, where the floor pays for its bytes too, stays at 0.3.
 */
const PLAIN_READ_OF_FLOOR = 0.35;

/** As a browser asks: against the floor of the same bytes compressed once. */
function browserFigures(measured: Measured, read: Read, at: (way: Way) => string): Figure[] {
  const { get } = measured;
  const ofFloor = floorRatio(measured);
  const floorKey = at('floorBrowser');
  // The goals name the kept list; the stats are reported beside it.
  const goals = read.key === 'list';
  const served = (way: 'restBrowser' | 'trpcBrowser', label: string) => {
    const ratio = get(at(way)).rps / get(floorKey).rps;
    return [
      {
        label,
        value: fmt(get(at(way))),
        ratio: ofFloor(at(way), floorKey),
        goal: goals ? '≥ 0.3 of the compressed floor' : '— (reported)',
        ...(goals ? { met: ratio >= 0.3 } : {}),
      },
      {
        label: `${label} p99`,
        value: `${get(at(way)).p99} ms`,
        goal: goals ? '< 15 ms' : '— (reported)',
        ...(goals ? { met: get(at(way)).p99 < 15 } : {}),
      },
    ];
  };
  return [
    {
      label: `Floor: bare Fastify, ${read.key} bytes compressed once (brotli)`,
      value: fmt(get(floorKey)),
      goal: '— (the compressed floor)',
    },
    ...served('restBrowser', `GET ${read.rest} with a browser's Accept-Encoding`),
    ...served('trpcBrowser', `${read.name} via /trpc as the web app batches it, as a browser`),
  ];
}

/** A target's throughput as a share of its floor's, with its CPU per request beside it. */
function floorRatio({ get, cpu }: Measured) {
  return (key: string, floorKey: string) =>
    `${round(get(key).rps / get(floorKey).rps, 2)} of floor; CPU per request ${round(cpu(floorKey) / cpu(key), 2)} of floor's`;
}

/** The reads' figures against the floor, and REST's against tRPC's. */
export function readAndRestFigures(measured: Measured): { reads: Figure[]; rest: Figure[] } {
  const { get, cpu } = measured;
  const ofFloor = floorRatio(measured);
  const readFigures = READS.flatMap((read) => {
    const at = (way: Way) => `${way}-${read.key}`;
    const floorKey = at('floor');
    const path = read.rest;
    const served = (way: 'rest' | 'trpc', label: string) => [
      {
        label,
        value: fmt(get(at(way))),
        ratio: ofFloor(at(way), floorKey),
        goal: `≥ ${String(PLAIN_READ_OF_FLOOR)} of floor`,
        met: get(at(way)).rps / get(floorKey).rps >= PLAIN_READ_OF_FLOOR,
      },
      {
        label: `${label} p99`,
        value: `${get(at(way)).p99} ms`,
        goal: '< 25 ms',
        met: get(at(way)).p99 < 25,
      },
    ];
    return [
      {
        label: `Floor: bare Fastify, ${read.key} bytes`,
        value: fmt(get(floorKey)),
        goal: '— (the floor)',
      },
      {
        label: `Constant route in the app's own Fastify setup, ${read.key} bytes`,
        value: fmt(get(at('setup'))),
        ratio: ofFloor(at('setup'), floorKey),
        goal: '— (reference: what any route of this setup costs)',
      },
      ...served('rest', `GET ${path}`),
      ...served('trpc', `${read.name} via /trpc (the web app's path)`),
      {
        label: `${read.name} via tRPC's own fastifyTRPCPlugin`,
        value: fmt(get(at('adapter'))),
        ratio: ofFloor(at('adapter'), floorKey),
        goal: "— (reference: tRPC's shipped adapter)",
      },
      ...browserFigures(measured, read, at),
    ];
  });
  const restFigures = READS.flatMap((read) => {
    const restOverTrpc = get(`rest-${read.key}`).rps / get(`trpc-${read.key}`).rps;
    const trpcOverAdapter = get(`trpc-${read.key}`).rps / get(`adapter-${read.key}`).rps;
    return [
      {
        label: `${read.name}: /api against /trpc`,
        value: `${fmt(get(`rest-${read.key}`))} against ${fmt(get(`trpc-${read.key}`))}`,
        ratio: `${round(restOverTrpc, 2)}`,
        goal: 'within 0.8 both ways (0.8 to 1.25)',
        met: restOverTrpc >= 0.8 && restOverTrpc <= 1.25,
      },
      {
        label: `${read.name}: the app's /trpc against tRPC's own adapter`,
        value: `${Math.round(cpu(`trpc-${read.key}`))} µs against ${Math.round(cpu(`adapter-${read.key}`))} µs of CPU per request`,
        ratio: `×${round(trpcOverAdapter, 2)} the throughput`,
        goal: '— (why /trpc is served by the API itself)',
      },
    ];
  });
  return { reads: readFigures, rest: restFigures };
}

/** The app's resident memory: idle, at its peak under the read load, and after it. */
export function memorySection(rss: {
  idleRss: number;
  floorIdleRss: number;
  afterRss: number;
  peaks: readonly number[];
}): Section {
  const peak = median(rss.peaks);
  return {
    title: 'Memory',
    method:
      'Resident set size of the app server process from /proc (VmRSS): idle after start-up and four requests, ' +
      'the peak sampled every 200 ms during each of its read runs (REST, /trpc and as a browser asks; median over runs), and after the load. ' +
      "tRPC's own adapter, which the production server does not mount, answers from a process of its own. The floor process for comparison.",
    figures: [
      {
        label: 'App RSS idle',
        value: `${round(rss.idleRss, 1)} MB`,
        ratio: `floor idle ${round(rss.floorIdleRss, 1)} MB`,
        goal: '— (reported)',
      },
      {
        label: 'App RSS peak under read load (-c 50)',
        value: `${round(peak, 1)} MB`,
        ratio: `×${round(peak / rss.idleRss, 2)} of idle`,
        goal: '< 256 MB (bench bar: a small instance)',
        met: peak < 256,
      },
      {
        label: 'App RSS after the load',
        value: `${round(rss.afterRss, 1)} MB`,
        goal: '— (reported)',
      },
    ],
  };
}
