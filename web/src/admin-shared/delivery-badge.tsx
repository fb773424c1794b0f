// A contact message's e-mail delivery state as a badge, in the inbox and on the overview alike, in
// the words of common/delivery-words.ts; the last error, if any, in its tooltip.
import type { ContactMessageItem } from '@common/api-types';
import { deliveryLabels, storedNotEmailed } from '@common/delivery-words';

type BadgeProps = {
  message: ContactMessageItem;
  showAttempts?: boolean;
  /** False while no mail server is set; undefined (an older server) reads as set. */
  mailConfigured?: boolean | undefined;
};

export function DeliveryBadge({ message, showAttempts = false, mailConfigured = true }: BadgeProps) {
  if (!mailConfigured) {
    return (
      <span className="admin-badge" title="No mail server is set: an owner can see the Mail settings.">
        {storedNotEmailed}
      </span>
    );
  }
  return (
    <span className={`admin-badge admin-badge--${message.delivery_status}`} title={message.last_error ?? undefined}>
      {deliveryLabels[message.delivery_status]}
      {showAttempts && message.delivery_status !== 'sent' && message.delivery_attempts > 0 ? ` (${message.delivery_attempts} attempts)` : ''}
    </span>
  );
}
