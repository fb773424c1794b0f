// The contact and FAQ section at the foot of Home (id contact-us-section, the header's Contact
// target): the form and the FAQ accordion, each an island (components/island.tsx), and the counters.
import { CONTACT_SECTION_ID } from '@common/contact-outcome';
import { Island } from '@/components/island';
import { useSiteSettings } from '@/lib/site-settings';
import { groupDigitsIndian } from '@/lib/text';
import { useInterfaceWords } from '@/lib/interface-words';
import { ContactForm } from './components/contact-form';
import { FaqAccordion } from './components/faq-accordion';
import './contact-section.css';

export function ContactSection() {
  const { contact, home } = useSiteSettings();
  const { t } = useInterfaceWords();
  // The number is a link inside the sentence, where each language puts it: split at its place.
  const [beforePhone, afterPhone] = t('contactSection.intro', { phone: '\u0000' }).split('\u0000');
  return (
    <section id={CONTACT_SECTION_ID} className="contact section" aria-labelledby="contact-title">
      <div className="container contact__grid">
        <div className="contact__form-col">
          <span className="eyebrow">{t('contactSection.eyebrow')}</span>
          <h2 id="contact-title">{t('contactSection.heading')}</h2>
          <p className="contact__intro">
            {beforePhone}
            <a href={`tel:${contact.phoneTel}`}>{contact.phoneDisplay}</a>
            {afterPhone}
          </p>
          <Island name="contact-form" wake="interaction" component={ContactForm} props={{}} />
        </div>
        <div className="contact__faq-col">
          <span className="eyebrow">FAQ</span>
          <h2>{t('contactSection.faqHeading')}</h2>
          <Island name="faq" wake="interaction" component={FaqAccordion} props={{}} />
        </div>
      </div>
      {/* SPEC §2 speaks of four counters but §9 lists five values; all five are shown, since each
          is a fact the group wants told and five fit the row as well as four. */}
      <div className="container">
        <ul className="counters" aria-label={t('contactSection.counters')}>
          {home.counters.map((counter, index) => (
            <li key={index} className="counters__item">
              <span className="counters__value">
                {groupDigitsIndian(counter.value)}
                {counter.suffix}
              </span>
              <span className="counters__label">{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
