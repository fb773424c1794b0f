// The four-item FAQ accordion (SPEC §2); the first item is open at first. Each header is a
// button with aria-expanded that controls its panel.
import { useId, useState } from 'react';
import { useSiteSettings } from '@/lib/site-settings';

export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  const faqItems = useSiteSettings().home.faq;
  return (
    <div className="faq">
      {faqItems.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.id} className={`faq__item${expanded ? ' is-open' : ''}`}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={`${id}-q${index}`}
                className="faq__button"
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="faq__panel" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
