/**
 * What the service worker never answers from its cache: the API, tRPC, the probes and the API's
 * docs; a navigation to any other path gets the app's index.html (the router decides).
 */
export const SERVER_PATHS = [/^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/healthz$/, /^\/readyz$/];
