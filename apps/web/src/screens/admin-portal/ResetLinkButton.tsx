import type { AdminResetLink, AdminUser } from '@taper/domain';
import { Button, Modal } from '@taper/ui';
import { useState } from 'react';
import { CopyField } from '../../components/CopyField';
import { useAdminResetLink } from '../../hooks/account';
import { dateTime } from '../../lib/dates';
import { failureToast } from '../../lib/errors';
import { ADMIN_TEXTS } from './admin-messages';

/**
 * 'Make reset link' for one user (for servers that send no mail): the one-time link is shown
 * once, with Copy, to hand to the user.
 */
export function ResetLinkButton({
  user,
  className = 'h-9 whitespace-nowrap',
}: {
  user: Pick<AdminUser, 'id' | 'email'>;
  /** The button's size: beside the table's selects, or at a card's full width. */
  className?: string;
}) {
  const make = useAdminResetLink();
  const [link, setLink] = useState<AdminResetLink | null>(null);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={className}
        aria-label={ADMIN_TEXTS.makeResetLinkLabel(user.email)}
        pending={make.isPending}
        onClick={() => {
          make.mutate(
            { id: user.id },
            {
              onSuccess: setLink,
              onError: (error) => {
                failureToast(error, ADMIN_TEXTS.resetLinkFailed);
              },
            },
          );
        }}
      >
        {make.isPending ? ADMIN_TEXTS.makingResetLink : ADMIN_TEXTS.makeResetLink}
      </Button>
      <Modal
        open={link !== null}
        onClose={() => {
          setLink(null);
        }}
        title={ADMIN_TEXTS.resetLinkTitle(user.email)}
        description={link ? ADMIN_TEXTS.resetLinkBody(dateTime(link.expiresAt)) : undefined}
      >
        {link && <CopyField label={ADMIN_TEXTS.resetLinkLabel} value={link.url} />}
        <div className="mt-4 flex justify-end">
          <Button
            onClick={() => {
              setLink(null);
            }}
          >
            {ADMIN_TEXTS.close}
          </Button>
        </div>
      </Modal>
    </>
  );
}
