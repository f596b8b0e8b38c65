import { describe, expect, it } from 'vitest';
import type { Share } from '@taper/domain';
import { EMPTY_LINK_FIELDS, linkFieldsOf, shareLinkBody } from './shareLinkForm';

const share: Share = {
  id: 7,
  habitIds: [3, 5],
  showNotes: true,
  expiresOn: '2027-01-31',
  label: 'For Sam',
  email: 'sam@example.com',
  createdAt: '2026-12-01T10:00:00.000Z',
  lastViewedAt: null,
  lastMailedAt: null,
  mailStopped: false,
  expired: false,
};

describe('the share link form', () => {
  it('reads a link into its fields and sends them back unchanged', () => {
    const fields = linkFieldsOf(share);
    expect(shareLinkBody(fields)).toEqual({
      habitIds: [3, 5],
      label: 'For Sam',
      showNotes: true,
      expiresOn: '2027-01-31',
      email: 'sam@example.com',
    });
  });

  it('sends blank texts and no end date as null', () => {
    const blank = { ...EMPTY_LINK_FIELDS, habitIds: [1], label: '  ', email: ' ' };
    expect(shareLinkBody(blank)).toEqual({
      habitIds: [1],
      label: null,
      showNotes: false,
      expiresOn: null,
      email: null,
    });
    expect(linkFieldsOf({ ...share, label: null, expiresOn: null, email: null })).toMatchObject({
      label: '',
      expiresOn: '',
      email: '',
    });
  });
});
