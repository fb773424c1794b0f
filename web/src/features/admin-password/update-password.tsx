// UPDATE PASSWORD (SPEC §4, §5, §8): the match and strength rules, and the guessable-words rule
// with what the browser knows (the site's name, the username), checked before sending; the
// server's message on failure (it also knows the common words), a success banner for 2 s, then
// cleared fields.
import { useState } from 'react';
import { BANNER_MS } from '@common/constants';
import { successMessages } from '@common/messages';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { NewPasswordFields, newPasswordFormProblem, ShowPasswordsCheck } from '@/admin-shared/new-password-fields';
import { storedUserId, storedUsername } from '@/admin-shared/session-flags';
import { useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { updatePassword } from './api/update-password';

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
        : newPasswordFormProblem(fields, storedUsername());
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

  return (
    <section className="admin-section" aria-labelledby="password-heading">
      <div className="admin-section__head">
        <h2 id="password-heading">Update password</h2>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <form className="admin-form admin-form--narrow" onSubmit={requestSave} noValidate aria-busy={saving}>
        <div className="admin-field">
          <label htmlFor="old-password">Old password</label>
          <input
            id="old-password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            value={fields.old}
            onChange={(event) => setFields({ ...fields, old: event.target.value })}
          />
        </div>
        <NewPasswordFields value={fields} visible={visible} onChange={(next) => setFields({ ...fields, ...next })} />
        <ShowPasswordsCheck checked={visible} onChange={setVisible} />
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
