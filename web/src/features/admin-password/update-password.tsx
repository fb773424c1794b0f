// UPDATE PASSWORD (SPEC §4, §5, §8): the match and strength rules, and the guessable-words rule
// with what the browser knows (the site's name, the username), checked before sending; the
// server's message on failure (it also knows the common words), a success banner for 2 s, then
// cleared fields.
import { useState } from 'react';
import { BANNER_MS } from '@common/constants';
import { successMessages } from '@common/messages';
import { guessablePasswordProblem, newPasswordProblem } from '@common/password-rules';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { storedUserId, storedUsername } from '@/admin-shared/session-flags';
import { useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { updatePassword } from './api/update-password';
import './update-password.css';

const empty = { old: '', next: '', confirm: '' };

export function UpdatePassword() {
  const [fields, setFields] = useState(empty);
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const { banner, show, dismiss } = useBanner();
  useUnsavedChanges(fields !== empty && !saving);

  function requestSave(event: React.FormEvent) {
    event.preventDefault();
    const problem =
      fields.old === ''
        ? 'Please enter your current password.'
        : (newPasswordProblem(fields.next, fields.confirm) ?? guessablePasswordProblem(fields.next, { account: storedUsername() }));
    if (problem) {
      show({ kind: 'error', text: problem });
      return;
    }
    dismiss();
    setConfirming(true);
  }

  async function save() {
    setConfirming(false);
    setSaving(true);
    const outcome = await updatePassword({
      user_id: storedUserId() ?? '',
      old_password: fields.old,
      new_password: fields.next,
      confirm_new_password: fields.confirm,
    });
    setSaving(false);
    if (!outcome.ok) {
      show({ kind: 'error', text: outcome.error });
      return;
    }
    await show({ kind: 'success', text: successMessages.passwordUpdated }, BANNER_MS.success);
    setFields(empty);
  }

  const input = (key: keyof typeof empty, id: string, label: string, autoComplete: string) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={fields[key]}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
        aria-describedby={key === 'old' ? undefined : 'password-rules'}
      />
    </div>
  );

  return (
    <section className="admin-section" aria-labelledby="password-heading">
      <div className="admin-section__head">
        <h2 id="password-heading">Update password</h2>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <form className="admin-form admin-form--narrow" onSubmit={requestSave} noValidate aria-busy={saving}>
        {input('old', 'old-password', 'Old password', 'current-password')}
        {input('next', 'new-password', 'New password', 'new-password')}
        {input('confirm', 'confirm-password', 'Confirm new password', 'new-password')}
        <p id="password-rules" className="admin-field__hint">
          At least 8 characters, with upper- and lower-case letters, a number and a special character, and words of
          your own: not only the site’s name, your e-mail name or common words.
        </p>
        <label className="admin-check">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} /> Show passwords
        </label>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            Update password
          </button>
          {saving && <Spinner label="Updating..." />}
        </div>
      </form>
      {confirming && <ConfirmDialog question="Are you sure you want to update your password?" onYes={() => void save()} onNo={() => setConfirming(false)} />}
    </section>
  );
}
