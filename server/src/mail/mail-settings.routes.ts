// The Mail settings screen's endpoints (owners only, issue 48): the environment's mail settings,
// shown and never changed here, and a test e-mail with the mail server's own answer.
import type { Router } from 'express';
import { z } from 'zod';
import { accountMessages } from '../../../common/accounts.js';
import { mailMessages, type MailTestReply } from '../../../common/mail-settings.js';
import type { AppDeps } from '../app-deps.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError, parseInput } from '../http/errors.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { mailSettingsOf, sendTestMail } from './mail-settings.js';
import { changesNothingPublic } from '../http/public-effect.js';

export const mailSettingsPath = '/admin/mail';

/** `to` left out or blank: the signed-in owner's own address. */
export const mailTestBody = z.object(
  {
    to: z
      .string({ error: accountMessages.emailInvalid })
      .trim()
      .max(254, { error: accountMessages.emailInvalid })
      .pipe(z.union([z.literal(''), z.email({ error: accountMessages.emailInvalid })]))
      .optional(),
  },
  { error: accountMessages.emailInvalid },
);

export function mailSettingsRoutes(deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger'>): Router {
  const router = backendRouter();
  const owner = requireAdmin(deps, 'own');

  router.get(mailSettingsPath, owner, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(mailSettingsOf(deps.config));
  });

  router.post(`${mailSettingsPath}/test`, owner, changesNothingPublic, async (req, res) => {
    const { to } = parseInput(mailTestBody, req.body ?? {}, accountMessages.emailInvalid);
    const smtpUrl = deps.config.smtpUrl;
    if (smtpUrl === undefined) throw new HttpError(409, mailMessages.notConfigured, { code: 'mail_not_configured' });
    const admin = adminOfRequest(req);
    const address = to || admin.email;
    let response: string;
    try {
      response = await sendTestMail(smtpUrl, { from: deps.config.mailFrom, to: address, subject: mailMessages.testSubject, text: mailMessages.testBody(admin.username) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      req.log?.warn({ err: error }, 'test e-mail not taken by the mail server');
      // 502: the mail server, not this one, refused or could not be reached.
      throw new HttpError(502, mailMessages.testFailed(reason), { code: 'mail_refused' });
    }
    const reply: MailTestReply = { message: mailMessages.testSent(address, response), response };
    res.json(reply);
  });

  return router;
}
