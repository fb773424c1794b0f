import { describe, expect, it } from 'vitest';
import { signedInAccountOf } from './account-context';

const reply = { status: 'success', id: 7, username: 'Priya', email: 'priya@example.com', role: 'editor', two_factor: true, two_factor_setup_required: false } as const;

describe('the signed-in account the gate keeps', () => {
  it('keeps the session check’s account and role', () => {
    expect(signedInAccountOf(reply)).toEqual({ id: 7, username: 'Priya', email: 'priya@example.com', role: 'editor', two_factor: true, two_factor_setup_required: false });
  });

  it('counts a role it does not know, or a reply without one, as a viewer, who changes nothing', () => {
    expect(signedInAccountOf({ ...reply, role: 'admin' as never }).role).toBe('viewer');
    const { role: _role, ...withoutRole } = reply;
    expect(signedInAccountOf(withoutRole as never)).toMatchObject({ role: 'viewer', email: 'priya@example.com', two_factor_setup_required: false });
  });
});
