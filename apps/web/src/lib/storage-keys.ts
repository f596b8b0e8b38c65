/** The browser's localStorage keys (SPEC §9). */
export const STORAGE_KEYS = { authToken: 'authToken', theme: 'theme' } as const;
