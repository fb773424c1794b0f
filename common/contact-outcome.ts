// What became of a contact message sent without the page's code (a browser without JavaScript, or
// whose scripts failed to load): the form's plain POST is answered with a 303 back to Home's
// contact section, this in the address (`?contact=sent`), and the server-rendered form says it in
// the page's language. Only the outcome travels in the address, never the visitor's words.

export const CONTACT_OUTCOME_PARAM = 'contact';

export const contactOutcomes = ['sent', 'required', 'mobile', 'limited', 'failed'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** The outcome a page's query names, if it names one. */
export function contactOutcomeIn(search: string): ContactOutcome | null {
  const named = new URLSearchParams(search).get(CONTACT_OUTCOME_PARAM);
  return contactOutcomes.find((outcome) => outcome === named) ?? null;
}

/** The id of Home's contact section, which the form is in. */
export const CONTACT_SECTION_ID = 'contact-us-section';
