// An account row as the Users screen shows it.
import type { AccountSummary } from '../../../common/accounts.js';
import type { AccountListRow } from './users.repository.js';

export function accountSummaryOf(row: AccountListRow): AccountSummary {
  return {
    id: row.id,
    name: row.username,
    email: row.email,
    role: row.role,
    status: row.disabled_at ? 'disabled' : row.has_password ? 'active' : 'invited',
    two_factor: row.two_factor,
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}
