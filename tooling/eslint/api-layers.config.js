// The API's layers point one way: a router calls services, reads and the domain; nothing else in
// packages/api imports a router. Only the root router (src/router.ts) assembles them.

export const apiLayers = {
  files: ['packages/api/src/**/*.ts'],
  ignores: ['packages/api/src/routers/**', 'packages/api/src/router.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)routers(/|$)',
            message:
              'Only routers import routers: move what both need into services/, reads/, ' +
              'computed-reads/ or the domain, and call it from the router.',
          },
        ],
      },
    ],
  },
};
