// A venture's About Us cut to 150 characters with READ MORE / Show Less (SPEC §2): an island of its
// own (components/island.tsx), woken when the visitor reaches for it.
import { useId, useState } from 'react';
import { EXCERPT } from '@common/constants';
import { truncate } from '@/lib/text';
import { useInterfaceWords } from '@/lib/interface-words';

export function VentureAbout({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const aboutId = useId();
  const { t } = useInterfaceWords();
  const long = Array.from(text).length > EXCERPT.ventureAbout;
  return (
    <>
      <p id={aboutId} className="venture-about__text">
        {expanded || !long ? text : truncate(text, EXCERPT.ventureAbout)}
      </p>
      {long && (
        <button type="button" className="btn btn--outline" aria-expanded={expanded} aria-controls={aboutId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('common.showLess') : t('common.readMore')}
        </button>
      )}
    </>
  );
}
