// How the admin names a contact message's e-mail copy, in the inbox's badges and in its CSV alike.
// While no mail server is set (SMTP_URL), nothing is e-mailed (the server writes each message to a
// file), so no word claims otherwise.
import type { ContactMessageItem } from './api-types.js';

export const deliveryLabels: Record<ContactMessageItem['delivery_status'], string> = {
  queued: 'Waiting to be e-mailed',
  sent: 'E-mailed',
  failed: 'E-mail failed',
};

export const storedNotEmailed = 'Stored, not e-mailed';

/** The words for a message's e-mail copy: its state, or that none is e-mailed while no mail server is set. */
export function deliveryWords(status: ContactMessageItem['delivery_status'], mailConfigured: boolean): string {
  return mailConfigured ? deliveryLabels[status] : storedNotEmailed;
}
