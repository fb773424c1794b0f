// The contact form (SPEC §4, §5, §8): name, mobile and notes, all required; the mobile takes
// digits only, at most 10 while typing; a pasted number keeps its digits (common/mobile-number.ts);
// on submit it must be exactly 10. Success clears the fields.
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MOBILE_DIGITS } from '@common/constants';
import { contactMessages, validationMessages } from '@common/messages';
import { isTypedMobile, mobileDigitsFromPaste, pasteIntoMobile } from '@common/mobile-number';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';

type Result = { kind: 'success' | 'error'; text: string } | null;

export function ContactForm() {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [notes, setNotes] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  // The form arrives rendered by the server and works only once the app takes over: what a visitor
  // typed before is in the fields but not in this state. Adopt it as the form hydrates (a layout
  // effect, so it is rendered before a Send kept from before is replayed); a number typed then is
  // read as a paste would be.
  useLayoutEffect(() => {
    const typed = (field: string) => (form.current?.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';
    if (typed('name')) setName(typed('name'));
    if (typed('mobile')) setMobile(mobileDigitsFromPaste(typed('mobile')).slice(0, MOBILE_DIGITS));
    if (typed('notes')) setNotes(typed('notes'));
    if (typed('website')) setWebsite(typed('website'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mobile.length !== MOBILE_DIGITS) {
      setResult({ kind: 'error', text: validationMessages.mobileDigits });
      return;
    }
    if (!name.trim() || !notes.trim()) {
      setResult({ kind: 'error', text: validationMessages.allFieldsRequired });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const reply = await sendContactMessage({ name: name.trim(), mobile, notes: notes.trim(), website });
      if (reply?.ok) {
        setResult({ kind: 'success', text: contactMessages.success });
        setName('');
        setMobile('');
        setNotes('');
      } else {
        setResult({ kind: 'error', text: contactMessages.failure });
      }
    } catch (error) {
      // A reply that is not ok is a failure; a request that never got a reply is a network error.
      const text = error instanceof ApiError ? contactMessages.failure : `${contactMessages.networkErrorPrefix}${error instanceof Error ? error.message : String(error)}`;
      setResult({ kind: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className="contact-form" onSubmit={submit} aria-describedby={result ? `${id}-result` : undefined}>
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-mobile`}>Mobile</label>
        <input
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          placeholder="10-digit mobile number"
          value={mobile}
          onChange={(e) => {
            // Anything but digits, or an 11th digit, is ignored (SPEC §5).
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
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} name="notes" required rows={5} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      {/* A field people never see: bots that fill it are dropped by the server. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
      <p id={`${id}-result`} className={`contact-form__result${result ? ` contact-form__result--${result.kind}` : ''}`} role="status" aria-live="polite">
        {result?.text}
      </p>
    </form>
  );
}
