// The owners' policy "Require two-factor sign-in for every account": accounts without it are sent
// to set it up at their next request.
import { useState } from 'react';

export function AccountPolicySwitch({ required, onChange }: { required: boolean; onChange(required: boolean): Promise<void> }) {
  const [saving, setSaving] = useState(false);
  async function toggle() {
    setSaving(true);
    await onChange(!required);
    setSaving(false);
  }
  return (
    <div className="admin-users__policy">
      <button type="button" role="switch" aria-checked={required} className="admin-users__switch" disabled={saving} onClick={() => void toggle()} aria-describedby="account-policy-hint">
        <span className="admin-users__switch-track" aria-hidden="true" />
        Require two-factor sign-in for every account
      </button>
      <p id="account-policy-hint" className="admin-field__hint">
        Accounts without it must set it up before they can do anything else.
      </p>
    </div>
  );
}
