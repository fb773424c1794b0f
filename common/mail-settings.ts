// The Mail settings screen (issue 48, item 6): its /backend paths, reply shapes and messages, shared
// by the server and the admin SPA. The settings come from the environment and are only shown.
export const mailPaths = {
  settings: 'admin/mail',
  test: 'admin/mail/test',
} as const;

export type MailSettingsReply = {
  /** Whether SMTP_URL is set; without it nothing is e-mailed (mail is written to files on the server). */
  configured: boolean;
  /** SMTP_URL's parts, never its password; null while unset. */
  server: { host: string; port: number; security: 'tls' | 'starttls'; user: string | null; password_set: boolean } | null;
  /** MAIL_FROM. */
  from: string;
  /** CONTACT_TO: where contact messages go. */
  contact_to: string;
};

export type MailTestReply = { message: string; response: string };

export const mailMessages = {
  notConfigured:
    'No mail server is set, so nothing can be e-mailed: set SMTP_URL in the server’s environment (smtp://user:password@host:587) and restart it.',
  testSent: (to: string, response: string) => `The mail server took the test e-mail for ${to}. It answered: ${response}`,
  testFailed: (reason: string) => `The mail server did not take the test e-mail: ${reason}`,
  testSubject: 'Test e-mail from the SJG admin',
  testBody: (by: string) =>
    `${by} sent this test from the Mail settings screen of the SJG admin. If you are reading it, the site can send e-mail.\n\n— SJG admin\n`,
} as const;
