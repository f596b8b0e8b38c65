/**
 * A template's answers of the wrong kind (POST /api/templates/{id}/draft), as message descriptors:
 * the schemas say these sentences (templateSchemas.ts), the API answers them in the caller's
 * language. Apart from the other refusals so that the web, which loads the schemas, does not load
 * every refusal's English.
 */
export const templateAnswerMessages = {
  templateAmount: /*i18n*/ {
    id: 'refusal.templateAmount',
    message: 'The usual amount is a number, such as 5',
  },
  templatePrice: /*i18n*/ {
    id: 'refusal.templatePrice',
    message: 'The price is a number, such as 3.20',
  },
  templatePackSize: /*i18n*/ {
    id: 'refusal.templatePackSize',
    message: 'The pack size is a number, such as 20',
  },
  templateMeasure: /*i18n*/ {
    id: 'refusal.templateMeasure',
    message: 'What the amount is counted in is drinks or units',
  },
  templatePace: /*i18n*/ {
    id: 'refusal.templatePace',
    message: 'The pace is gently, steadily or quickly',
  },
  templateId: /*i18n*/ {
    id: 'refusal.templateId',
    message: 'Choose a template from GET /api/templates',
  },
} as const;
