// 'OUR LOCATION' (SPEC §2, §4): the map with its pins (the head office and the other locations,
// from the site settings). The pins show only while the map's top edge is within the viewport, checked on
// scroll and resize.
import { useEffect, useRef, useState } from 'react';
import { images } from '@/lib/asset-url';
import { useSiteSettings } from '@/lib/site-settings';
import { useInterfaceWords, type InterfaceWords } from '@/lib/interface-words';
import './location-section.css';


const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function countWord(count: number): string {
  return numberWords[count] ?? String(count);
}

/** "Headquartered in Mumbai, with eight regional offices across India and Nepal.", from the saved offices. */
function officesSentence(pins: readonly { city: string; head: boolean }[], t: InterfaceWords['t']): string {
  const head = pins.find((pin) => pin.head)?.city ?? 'Mumbai';
  const others = pins.length - 1;
  if (others <= 0) return t('location.headOnly', { head });
  // English spells the count out ("eight"); Hindi and Marathi write it in their digits.
  return t('location.offices', { head, others, othersWord: countWord(others) });
}

function topIsInViewport(element: Element): boolean {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top <= window.innerHeight;
}

export function LocationSection() {
  const mapRef = useRef<HTMLDivElement>(null);
  const [pinsShown, setPinsShown] = useState(false);
  const { t } = useInterfaceWords();
  // Pin positions are in per cent of the map artwork (web/public/images/map-india-nepal.svg).
  const pins = useSiteSettings().locations.items;

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (mapRef.current) setPinsShown(topIsInViewport(mapRef.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <section className="location section section--sand" aria-labelledby="location-title">
      <div className="container location__grid">
        <div className="location__text">
          <span className="eyebrow">{t('location.eyebrow')}</span>
          <h2 id="location-title">{t('location.heading')}</h2>
          <p className="lead">{officesSentence(pins, t)}</p>
          <ul className="location__list">
            {pins.map((pin, index) => (
              <li key={index} className={pin.head ? 'is-head' : undefined}>
                {pin.name}
              </li>
            ))}
          </ul>
        </div>
        <div ref={mapRef} className={`location__map${pinsShown ? ' pins-shown' : ''}`} data-pins-shown={pinsShown}>
          <img src={images.map} alt={t('location.mapAlt', { count: pins.length, countWord: countWord(pins.length) })} width={600} height={640} loading="lazy" />
          {pins.map((pin, index) => (
            <span
              key={index}
              className={`location__pin${pin.head ? ' location__pin--head' : ''}`}
              style={{ left: `${pin.x}%`, top: `${pin.y}%`, animationDelay: `${index * 90}ms` }}
              title={pin.name}
              aria-hidden="true"
              data-testid="map-pin"
            >
              {/* Lazy, as the map is: Home's first view is far above, and an eager picture is preloaded in its head. */}
              <img src={images.pin} alt="" width={28} height={36} loading="lazy" />
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
