// The contact form sent as a plain form (urlencoded), by a browser without JavaScript or whose
// page's code failed to load: answered as a page is, with a 303 back to Home's contact section in
// the page's language and the outcome in the address (common/contact-outcome.ts), which the
// server-rendered form shows. The JSON API of SPEC §7 answers as before.
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { ZodError } from 'zod';
import { CONTACT_OUTCOME_PARAM, CONTACT_SECTION_ID, type ContactOutcome } from '../../../common/contact-outcome.js';
import { languageBasePath, splitLanguagePath } from '../../../common/language-paths.js';
import { BASE_PATH } from '../../../common/constants.js';
import { contactServerMessages, validationMessages } from '../../../common/messages.js';
import { refuseNulInBody } from '../http/nul-characters.js';
import { wellFormedBody } from '../http/well-formed-text.js';

/** The form's fields (four, far below these limits), checked as /backend checks a JSON body. */
export const formBody: RequestHandler[] = [express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 }), refuseNulInBody(), wellFormedBody()];

export function isFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

/** What a refused form is told: the first rule it broke that the form's own words name. */
export function refusedOutcome(error: ZodError): ContactOutcome {
  const messages = error.issues.map((issue) => issue.message);
  if (messages.includes(contactServerMessages.required)) return 'required';
  if (messages.includes(validationMessages.mobileDigits)) return 'mobile';
  return 'failed';
}

/** Sends the visitor back to the form they sent, on Home in the language of the page it was on. */
export function answerFormPost(req: Request, res: Response, outcome: ContactOutcome): void {
  res.redirect(303, `${homeOf(req.get('referer'))}?${CONTACT_OUTCOME_PARAM}=${outcome}#${CONTACT_SECTION_ID}`);
}

function homeOf(referer: string | undefined): string {
  let path = '';
  try {
    path = referer ? new URL(referer).pathname : '';
  } catch {
    // Not an address: English's Home.
  }
  const within = path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) || '/' : '/';
  return `${languageBasePath(splitLanguagePath(within).language)}/`;
}
