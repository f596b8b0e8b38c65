// The shared ESLint configuration lives in the tooling package; `eslint .` in any package finds it here.
export { default } from './tooling/eslint.config.js';
