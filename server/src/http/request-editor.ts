// Who makes an admin request, as the editorial history and the audit log record it.
import type { Request } from 'express';
import { clientAddress } from './client-address.js';
import { adminOfRequest } from './require-admin.js';
import type { Editor } from './editor.js';

/** The signed-in admin of a request behind requireAdmin, with the address it came from. */
export function editorOf(req: Request): NonNullable<Editor> {
  const admin = adminOfRequest(req);
  return { id: admin.id, name: admin.username, address: clientAddress(req) };
}
