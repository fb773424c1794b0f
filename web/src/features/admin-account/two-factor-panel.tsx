// The Account screen's two-factor sign-in: whether it is on and how many recovery codes are left;
// Set up (two-factor-setup.tsx) while off, after the password when the server asks for it (the
// sign-in is over a few minutes old); Turn off and New recovery codes, each after the password,
// while on. New codes are shown once (recovery-codes.tsx).
import { useState } from 'react';
import { accountMessages, type TwoFactorSetupReply } from '@common/accounts';
import { useUpdateAccount } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { useAsync } from '@/lib/use-async';
import { confirmTwoFactor, disableTwoFactor, fetchTwoFactorStatus, isPasswordRequired, renewRecoveryCodes, startTwoFactorSetup } from './api/two-factor';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

type PasswordPurpose = 'setup' | 'disable' | 'codes';
type Step = { name: 'status' } | { name: 'setup'; setup: TwoFactorSetupReply } | { name: 'codes'; codes: string[] } | { name: 'password'; for: PasswordPurpose };

const passwordActions: Record<PasswordPurpose, string> = {
  setup: 'Set up two-factor sign-in',
  disable: 'Turn off two-factor sign-in',
  codes: 'Make new recovery codes',
};

export function TwoFactorPanel() {
  const status = useAsync((signal) => fetchTwoFactorStatus(signal), []);
  const updateAccount = useUpdateAccount();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [starting, setStarting] = useState(false);
  const { banner, show, dismiss } = useBanner();

  /** Runs a call; a refusal shows the server's text in the banner. */
  async function attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
    dismiss();
    try {
      return await call();
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
      return undefined;
    }
  }

  async function setUp() {
    dismiss();
    setStarting(true);
    try {
      setStep({ name: 'setup', setup: await startTwoFactorSetup() });
    } catch (error) {
      if (isPasswordRequired(error)) setStep({ name: 'password', for: 'setup' });
      else void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setStarting(false);
    }
  }

  async function confirm(code: string) {
    const reply = await attempt(() => confirmTwoFactor(code));
    if (!reply) return;
    updateAccount({ two_factor: true, two_factor_setup_required: false });
    void show({ kind: 'success', text: reply.message });
    setStep({ name: 'codes', codes: reply.recovery_codes });
  }

  async function withPassword(password: string, purpose: PasswordPurpose) {
    if (purpose === 'setup') {
      const setup = await attempt(() => startTwoFactorSetup(password));
      if (setup) setStep({ name: 'setup', setup });
      return;
    }
    if (purpose === 'disable') {
      const reply = await attempt(() => disableTwoFactor(password));
      if (!reply) return;
      updateAccount({ two_factor: false });
      void show({ kind: 'success', text: reply.message }, 4000);
      setStep({ name: 'status' });
      status.reload();
      return;
    }
    const reply = await attempt(() => renewRecoveryCodes(password));
    if (!reply) return;
    void show({ kind: 'success', text: reply.message });
    setStep({ name: 'codes', codes: reply.recovery_codes });
  }

  function closeCodes() {
    dismiss();
    setStep({ name: 'status' });
    status.reload();
  }

  return (
    <section className="admin-section admin-account__panel" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <BannerView banner={banner} onDismiss={dismiss} />
      {status.status === 'loading' && <Spinner label="Loading…" />}
      {status.status === 'error' && <p className="admin-table__empty">{actionErrorText(status.error, 'Two-factor sign-in could not be loaded.')}</p>}
      {status.status === 'success' && step.name === 'status' && (
        <>
          <p>
            Status: <strong>{status.data.enabled ? 'On' : 'Off'}</strong>
            {status.data.enabled && ` · ${status.data.recovery_codes_left} recovery code${status.data.recovery_codes_left === 1 ? '' : 's'} left`}
          </p>
          <p className="admin-field__hint">
            {status.data.enabled
              ? 'Signing in asks for a code from your authenticator app after your password.'
              : 'After your password, signing in also asks for a code from an app on your phone: a stolen password alone is not enough.'}
            {status.data.required && ' The site requires it for every account.'}
          </p>
          <div className="admin-account__buttons">
            {status.data.enabled ? (
              <>
                <button type="button" className="admin-button" onClick={() => setStep({ name: 'password', for: 'codes' })}>
                  New recovery codes
                </button>
                {!status.data.required && (
                  <button type="button" className="admin-button admin-button--danger" onClick={() => setStep({ name: 'password', for: 'disable' })}>
                    Turn off
                  </button>
                )}
              </>
            ) : (
              <button type="button" className="admin-button admin-button--primary" disabled={starting} onClick={() => void setUp()}>
                Set up
              </button>
            )}
          </div>
          {status.data.required && status.data.enabled && <p className="admin-field__hint">{accountMessages.twoFactorRequiredCannotDisable}</p>}
        </>
      )}
      {step.name === 'setup' && <TwoFactorSetup setup={step.setup} onConfirm={confirm} onCancel={() => setStep({ name: 'status' })} />}
      {step.name === 'codes' && <RecoveryCodes codes={step.codes} onDone={closeCodes} />}
      {step.name === 'password' && (
        <PasswordPrompt
          action={passwordActions[step.for]}
          hint={step.for === 'setup' ? accountMessages.twoFactorSetupPasswordNeeded : undefined}
          onSubmit={(password) => withPassword(password, step.for)}
          onCancel={() => setStep({ name: 'status' })}
        />
      )}
    </section>
  );
}
