// The contact form (SPEC §4, §5, §8): name, mobile and notes, all required; the mobile is a number
// of 10 digits however it is written ("+91 98765 43210", common/mobile-number.ts); a pasted number
// keeps its digits. A refused send marks the fields it is about (aria-invalid, aria-describedby)
// and says why in the spec's words, announced; the browser's own bubbles are off (noValidate), so
// they neither replace those words nor stop the form first. Success clears the fields. Without the
// page's code the form is a plain POST, answered with a return here and the outcome in the address
// (common/contact-outcome.ts), which the form says; the browser's checks of required fields stand in.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useHydrationLayoutEffect } from '@/lib/use-hydration-layout-effect';
import { flushSync } from 'react-dom';
import { backendUrl } from '@common/backend-urls';
import { MOBILE_DIGITS } from '@common/constants';
import { contactOutcomeIn, type ContactOutcome } from '@common/contact-outcome';
import { isTypedMobile, mobileDigitsFromPaste, mobileNumberOf, pasteIntoMobile } from '@common/mobile-number';
import { ApiError } from '@/lib/api-client';
import { useInterfaceWords, type MessageId } from '@/lib/interface-words';
import { CONTACT_PATH, sendContactMessage } from '../api/send-contact-message';

type Result = { kind: 'success' | 'error'; text: string } | null;
/** What the form says of an outcome, its own send's or a plain POST's (in the address). */
const outcomeWords: Record<ContactOutcome, ['success' | 'error', MessageId]> = {
  sent: ['success', 'contact.success'],
  required: ['error', 'contact.allFieldsRequired'],
  mobile: ['error', 'contact.mobileDigits'],
  limited: ['error', 'contact.rateLimited'],
  failed: ['error', 'contact.failure'],
};
type Field = 'name' | 'mobile' | 'notes';
/** What stopped a send before it went: the spec's message and the fields it is about. */
type Refusal = { text: string; fields: Field[] } | null;

export function ContactForm() {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [notes, setNotes] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const { t } = useInterfaceWords();
  const { search } = useLocation();
  const said = (outcome: ContactOutcome): Result => ({ kind: outcomeWords[outcome][0], text: t(outcomeWords[outcome][1]) });
  const [result, setResult] = useState<Result>(() => {
    const outcome = contactOutcomeIn(search);
    return outcome ? said(outcome) : null;
  });
  const [refusal, setRefusal] = useState<Refusal>(null);
  // The form's own checks replace the browser's once its code runs: rendered without noValidate.
  const [checked, setChecked] = useState(false);
  useEffect(() => setChecked(true), []);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // A send under way, known at once: two presses in one frame (a double click before Send is
  // drawn disabled) would both see `sending` false.
  const inFlight = useRef(false);

  // The form arrives rendered by the server and works only once the app takes over: what a visitor
  // typed before is in the fields but not in this state. Adopt it as the form hydrates (a layout
  // effect, so it is rendered before a Send kept from before is replayed); a number typed then is
  // read as a paste would be.
  useHydrationLayoutEffect(() => {
    const typed = (field: string) => (form.current?.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';
    if (typed('name')) setName(typed('name'));
    if (typed('mobile')) setMobile(isTypedMobile(typed('mobile')) ? typed('mobile') : mobileDigitsFromPaste(typed('mobile')).slice(0, MOBILE_DIGITS));
    if (typed('notes')) setNotes(typed('notes'));
    if (typed('website')) setWebsite(typed('website'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setResult(null);
    const empty = (['name', 'mobile', 'notes'] as const).filter((field) => !{ name, mobile, notes }[field].trim());
    if (empty.length > 0) {
      setRefusal({ text: t('contact.allFieldsRequired'), fields: empty });
      return;
    }
    const digits = mobileNumberOf(mobile);
    if (digits === null) {
      setRefusal({ text: t('contact.mobileDigits'), fields: ['mobile'] });
      return;
    }
    setRefusal(null);
    setSending(true);
    inFlight.current = true;
    try {
      const reply = await sendContactMessage({ name: name.trim(), mobile: digits, notes: notes.trim(), website });
      if (reply?.ok) {
        setResult(said('sent'));
        setName('');
        setMobile('');
        setNotes('');
      } else {
        setResult(said('failed'));
      }
    } catch (error) {
      // A reply that is not ok is a failure (one that another try soon would not mend says so); a
      // request that never got a reply is a network error.
      setResult(
        error instanceof ApiError
          ? said(error.status === 429 ? 'limited' : 'failed')
          : { kind: 'error', text: t('contact.networkError', { reason: error instanceof Error ? error.message : String(error) }) },
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  // Each field the refusal is about points at its words, until the next send.
  const refused = (field: Field) =>
    refusal?.fields.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-refusal` } : {};

  return (
    <form
      ref={form}
      className="contact-form"
      method="post"
      action={backendUrl(CONTACT_PATH)}
      onSubmit={submit}
      noValidate={checked}
      aria-describedby={result ? `${id}-result` : undefined}
    >
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} {...refused('name')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-mobile`}>{t('contact.mobile')}</label>
        <input
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          placeholder={t('contact.mobilePlaceholder')}
          value={mobile}
          {...refused('mobile')}
          onChange={(e) => {
            // A letter, or an 11th digit of the number, is ignored (SPEC §5); spaces, dashes and a +91 are how people write it.
            if (isTypedMobile(e.target.value)) setMobile(e.target.value);
          }}
          onPaste={(e) => {
            // A number copied from elsewhere is written for people ("+91 98765 43210"): typing's
            // rule would ignore it whole, so the paste is taken over and keeps its digits.
            e.preventDefault();
            const input = e.currentTarget;
            const pasted = pasteIntoMobile(input, e.clipboardData.getData('text'));
            // Rendered at once, so that the caret can then be put after the pasted digits.
            flushSync(() => setMobile(pasted.value));
            input.setSelectionRange(pasted.caret, pasted.caret);
          }}
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-notes`}>{t('contact.notes')}</label>
        <textarea id={`${id}-notes`} name="notes" required rows={5} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} {...refused('notes')} />
      </div>
      {/* In the page from the start, so that a screen reader announces the words put in it. */}
      <p id={`${id}-refusal`} className="contact-form__refusal" role="alert">
        {refusal?.text}
      </p>
      {/* A field people never see: bots that fill it are dropped by the server. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
      <p id={`${id}-result`} className={`contact-form__result${result ? ` contact-form__result--${result.kind}` : ''}`} role="status" aria-live="polite">
        {result?.text}
      </p>
    </form>
  );
}
