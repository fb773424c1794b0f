// UPDATE PASSWORD (SPEC §4, §5, §8): the match and strength rules checked before sending, the
// server's message on failure, a success banner for 2 s, then cleared fields.
import { useState } from 'react';
import { BANNER_MS } from '../../../../common/constants';
import { adminErrorMessages, successMessages } from '../../../../common/messages';
import { newPasswordProblem } from '../../../../common/password-rules';
import { apiRequest, ApiError } from '../../lib/api-client';
import { storedUserId } from '../admin-shared/admin-session';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { useUnsavedChanges } from '../admin-shared/unsaved-changes';

const empty = { old: '', next: '', confirm: '' };

export function UpdatePassword() {
  const [fields, setFields] = useState(empty);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const { banner, show, dismiss } = useBanner();
  useUnsavedChanges(fields !== empty && !saving);

  function requestSave(event: React.FormEvent) {
    event.preventDefault();
    const problem = fields.old === '' ? 'Please enter your current password.' : newPasswordProblem(fields.next, fields.confirm);
    if (problem) {
      show({ kind: 'error', text: problem });
      return;
    }
    setConfirming(true);
  }

  async function save() {
    setConfirming(false);
    setSaving(true);
    try {
      await apiRequest<{ status: boolean; message: string }>('password/update_password_api.php', {
        method: 'POST',
        body: { user_id: storedUserId(), old_password: fields.old, new_password: fields.next, confirm_new_password: fields.confirm },
      });
      await show({ kind: 'success', text: successMessages.passwordUpdated }, BANNER_MS.success);
      setFields(empty);
    } catch (error) {
      show({ kind: 'error', text: error instanceof ApiError ? error.message : adminErrorMessages.generic });
    } finally {
      setSaving(false);
    }
  }

  const input = (key: keyof typeof empty, id: string, label: string, autoComplete: string) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="password" autoComplete={autoComplete} value={fields[key]} onChange={(event) => setFields({ ...fields, [key]: event.target.value })} />
    </div>
  );

  return (
    <section className="admin-section" aria-labelledby="password-heading">
      <div className="admin-section__head">
        <h2 id="password-heading">Update password</h2>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <form className="admin-form admin-form--narrow" onSubmit={requestSave} noValidate>
        {input('old', 'old-password', 'Old password', 'current-password')}
        {input('next', 'new-password', 'New password', 'new-password')}
        {input('confirm', 'confirm-password', 'Confirm new password', 'new-password')}
        <p className="admin-field__hint">At least 8 characters, with upper- and lower-case letters, a number and a special character.</p>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            Update password
          </button>
        </div>
      </form>
      {saving && <Spinner label="Updating..." />}
      {confirming && <ConfirmDialog question="Are you sure you want to update your password?" onYes={() => void save()} onNo={() => setConfirming(false)} />}
    </section>
  );
}
