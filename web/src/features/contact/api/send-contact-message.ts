// POST /backend/contact-us/email.php (SPEC §7): {name, mobile, notes} plus the empty honeypot.
import { apiRequest } from '@/lib/api-client';

export type ContactMessage = { name: string; mobile: string; notes: string; website: string };

export function sendContactMessage(message: ContactMessage): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('contact-us/email.php', { method: 'POST', body: message });
}
