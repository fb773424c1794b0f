// A contact message's e-mail delivery state as a badge, in the inbox and on the overview alike;
// the last error, if any, in its tooltip.
import type { ContactMessageItem } from '@common/api-types';

const deliveryLabels: Record<ContactMessageItem['delivery_status'], string> = {
  queued: 'Waiting to be e-mailed',
  sent: 'E-mailed',
  failed: 'E-mail failed',
};

export function DeliveryBadge({ message, showAttempts = false }: { message: ContactMessageItem; showAttempts?: boolean }) {
  return (
    <span className={`admin-badge admin-badge--${message.delivery_status}`} title={message.last_error ?? undefined}>
      {deliveryLabels[message.delivery_status]}
      {showAttempts && message.delivery_status !== 'sent' && message.delivery_attempts > 0 ? ` (${message.delivery_attempts} attempts)` : ''}
    </span>
  );
}
