// /admin/mail (owners): the mail settings the server was started with (SMTP_URL without its
// password, MAIL_FROM, CONTACT_TO), shown and not edited (they live in the server's environment),
// and "Send a test e-mail" with the mail server's own answer. A lazy chunk of its own.
import { useId, useState, type FormEvent } from 'react';
import type { MailSettingsReply } from '@common/mail-settings';
import { useAccount, useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { Spinner } from '@/admin-shared/banners';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { useLoaded } from '@/admin-shared/use-loaded';
import { fetchMailSettings, sendTestMail } from './api/mail-settings';
import './mail-page.css';

const securityLabels: Record<NonNullable<MailSettingsReply['server']>['security'], string> = {
  tls: 'encrypted from the start (smtps)',
  starttls: 'encrypted when the server offers it (STARTTLS)',
};

function MailSettingsFacts({ settings }: { settings: MailSettingsReply }) {
  const { server } = settings;
  return (
    <dl className="admin-facts admin-mail__facts">
      <dt>Mail server</dt>
      <dd>{server ? `${server.host}, port ${server.port}, ${securityLabels[server.security]}` : 'None set'}</dd>
      {server && (
        <>
          <dt>User name</dt>
          <dd>{server.user ?? 'None'}</dd>
          <dt>Password</dt>
          <dd>{server.password_set ? 'Set (never shown)' : 'None'}</dd>
        </>
      )}
      <dt>Sent from</dt>
      <dd>{settings.from}</dd>
      <dt>Contact messages go to</dt>
      <dd>{settings.contact_to}</dd>
    </dl>
  );
}

type Outcome = { kind: 'success' | 'error'; text: string };

function TestMailForm({ ownAddress }: { ownAddress: string }) {
  const id = useId();
  const [to, setTo] = useState(ownAddress);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const reply = await sendTestMail(to.trim());
      setOutcome({ kind: 'success', text: reply.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="admin-mail__test" aria-labelledby={`${id}-heading`} aria-busy={sending} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-heading`}>Send a test e-mail</h2>
      <div className="admin-field">
        <label htmlFor={`${id}-to`}>Send it to</label>
        <input id={`${id}-to`} type="email" autoComplete="email" value={to} onChange={(event) => setTo(event.target.value)} aria-describedby={`${id}-hint`} />
        <p className="admin-field__hint" id={`${id}-hint`}>
          Your own address unless you type another. The answer below is the mail server’s own.
        </p>
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={sending}>
        Send a test e-mail
      </button>
      {sending && <Spinner label="Asking the mail server…" />}
      <div aria-live="polite">
        {outcome && (
          <p className={`admin-banner admin-banner--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}

export function MailPage() {
  const owner = useCan('own');
  const account = useAccount();
  const { value: settings, failed } = useLoaded<MailSettingsReply>(fetchMailSettings, 'the mail settings', [], { enabled: owner });
  useAdminTitle('Mail settings');

  return (
    <StandaloneScreen className="admin-mail">
      <ScreenSection
        name="mail"
        title="Mail settings"
        hint="The site e-mails contact messages, invitations and password-reset links. These settings come from the server’s environment: whoever runs the server changes them there, then restarts it."
      >
        {!owner ? (
          <p className="admin-table__empty">Only owners see the mail settings.</p>
        ) : failed ? (
          <p className="admin-table__empty">The mail settings could not be loaded.</p>
        ) : !settings ? (
          <Spinner label="Loading the mail settings…" />
        ) : (
          <>
            {!settings.configured && (
              <div className="admin-mail__notice">
                <p>
                  <strong>No mail server is set, so nothing is e-mailed.</strong> Contact messages are stored in the admin (Messages shows them as
                  “Stored, not e-mailed”), and an invitation gives you its link to copy and pass on.
                </p>
                <p>
                  To send e-mail, whoever runs the server sets <code>SMTP_URL</code> to the mail server’s address, for example{' '}
                  <code>smtp://user:password@mail.example.com:587</code>, and restarts it; <code>MAIL_FROM</code> and <code>CONTACT_TO</code> set the sender and
                  where contact messages go.
                </p>
              </div>
            )}
            <MailSettingsFacts settings={settings} />
            {settings.configured && <TestMailForm ownAddress={account?.email ?? ''} />}
          </>
        )}
      </ScreenSection>
    </StandaloneScreen>
  );
}
