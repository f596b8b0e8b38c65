/**
 * A share link's form: what Account → Sharing edits, read from a link and turned into the body of
 * POST or PUT /api/shares (blank texts and dates sent as null).
 */
import type { Share } from '@taper/domain';

export interface LinkFields {
  habitIds: number[];
  label: string;
  showNotes: boolean;
  expiresOn: string;
  email: string;
}

export const EMPTY_LINK_FIELDS: LinkFields = {
  habitIds: [],
  label: '',
  showNotes: false,
  expiresOn: '',
  email: '',
};

export function linkFieldsOf(share: Share): LinkFields {
  return {
    habitIds: share.habitIds,
    label: share.label ?? '',
    showNotes: share.showNotes,
    expiresOn: share.expiresOn ?? '',
    email: share.email ?? '',
  };
}

export function shareLinkBody(fields: LinkFields) {
  return {
    habitIds: fields.habitIds,
    label: fields.label.trim() === '' ? null : fields.label,
    showNotes: fields.showNotes,
    expiresOn: fields.expiresOn === '' ? null : fields.expiresOn,
    email: fields.email.trim() === '' ? null : fields.email,
  };
}

/** The link as its owner reads it: absolute, whatever the server answered. */
