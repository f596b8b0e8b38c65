/** The examples of templates: the list, and 5 cups of coffee a day at 3.20, cut down gently. */
import { serverI18n } from '@taper/domain/i18n';
import { draftTemplate, listTemplates } from '../services/templates';
import type { OperationExample } from './operation-example';

const COFFEE = { amount: 5, price: 3.2, pace: 'gently' } as const;

export function templateExamples(): Record<string, OperationExample> {
  const english = serverI18n('en');
  const draft = draftTemplate('coffee', COFFEE, '2025-03-14', english);
  return {
    'templates-list': { response: listTemplates(english).slice(0, 1) },
    'templates-draft': {
      params: { id: 'coffee' },
      request: { answers: COFFEE },
      response: draft?.ok ? draft.value : null,
    },
  };
}
