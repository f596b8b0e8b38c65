import { defineTexts } from '@taper/ui';
/** The texts every chart shares. */
export const CHART_TEXTS = /* @__PURE__ */ defineTexts('CHART_TEXTS', {
  showAsTable: 'Show as a table',
} as const);
