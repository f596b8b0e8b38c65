/**
 * The server's languages (`@taper/domain/i18n`): the catalogs of the texts the domain and the API
 * make, and their message descriptors. Only the server imports this; the web has its own catalogs.
 */
export { serverI18n, translate, SERVER_CATALOGS } from './serverI18n';
export type { I18n, MessageDescriptor } from './serverI18n';
export { authMessages } from './authMessages';
export { refusalMessages } from './refusalMessages';
export { formMessages } from './formMessages';
export { importMessages, type ImportMessageKey } from './importMessages';
export { importPreviewMessages } from './importPreviewMessages';
export { fieldNames, issueFrames } from './issueTexts';
export { localizeMessage, localizedIssueSentence, localizedUnstorable } from './localize';
export { resetMail } from './mailMessages';
export {
  pushMessages,
  localizedHabitReminder,
  localizedCheckIn,
  localizedTestNotification,
} from './pushMessages';
export { shareMailMessages, localizedShareMail } from './shareMailMessages';
export { emailReminderMessages, localizedEmailReminder } from './emailReminderMessages';
export type { EmailReminderMailInput } from './emailReminderMessages';
