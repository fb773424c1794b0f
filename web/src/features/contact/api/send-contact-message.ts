// POST /backend/contact-us/email.php (SPEC §7): {name, mobile, notes} plus the empty honeypot.
import { apiRequest } from '@/lib/api-client';

export type ContactMessage = { name: string; mobile: string; notes: string; website: string };

/** Where the form sends: this call, or the form itself without the page's code (a plain POST). */
export const CONTACT_PATH = 'contact-us/email.php';

export function sendContactMessage(message: ContactMessage): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>(CONTACT_PATH, { method: 'POST', body: message });
}
