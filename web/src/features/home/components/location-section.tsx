// 'OUR LOCATION' (SPEC §2, §4): the map with 9 pins (the Mumbai head office and the eight
// locations). The pins show only while the map's top edge is within the viewport, checked on
// scroll and resize.
import { useEffect, useRef, useState } from 'react';
import { images } from '@/lib/asset-url';
import './location-section.css';

/** Pin positions in per cent of the map artwork (web/public/images/map-india-nepal.svg). */
const pins = [
  { name: 'Mumbai (Head Office)', x: 19.9, y: 58.5, head: true },
  { name: 'Kathmandu-Nepal', x: 58.8, y: 31.0 },
  { name: 'Nepalgunj', x: 47.3, y: 30.0 },
  { name: 'Gangtok-Sikkim', x: 69.1, y: 32.3 },
  { name: 'Pune', x: 23.0, y: 60.3 },
  { name: 'Lucknow', x: 45.2, y: 33.8 },
  { name: 'Delhi', x: 33.5, y: 28.2 },
  { name: 'Nagpur', x: 39.3, y: 51.9 },
  { name: 'Goa', x: 23.3, y: 70.2 },
] as const;

function topIsInViewport(element: Element): boolean {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top <= window.innerHeight;
}

export function LocationSection() {
  const mapRef = useRef<HTMLDivElement>(null);
  const [pinsShown, setPinsShown] = useState(false);

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
          <span className="eyebrow">Where we are</span>
          <h2 id="location-title">OUR LOCATION</h2>
          <p className="lead">Headquartered in Mumbai, with eight regional offices across India and Nepal.</p>
          <ul className="location__list">
            {pins.map((pin) => (
              <li key={pin.name} className={'head' in pin ? 'is-head' : undefined}>
                {pin.name}
              </li>
            ))}
          </ul>
        </div>
        <div ref={mapRef} className={`location__map${pinsShown ? ' pins-shown' : ''}`} data-pins-shown={pinsShown}>
          <img src={images.map} alt="Map of India and Nepal marking the group's nine offices" width={600} height={640} loading="lazy" />
          {pins.map((pin, index) => (
            <span
              key={pin.name}
              className={`location__pin${'head' in pin ? ' location__pin--head' : ''}`}
              style={{ left: `${pin.x}%`, top: `${pin.y}%`, animationDelay: `${index * 90}ms` }}
              title={pin.name}
              aria-hidden="true"
              data-testid="map-pin"
            >
              <img src={images.pin} alt="" width={28} height={36} />
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
