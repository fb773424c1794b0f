// A star rating out of 5 drawn as full, half and empty stars (SPEC §9), with one text label.
import { useId } from 'react';
import { starParts } from '@/lib/star-parts';
import { useInterfaceWords } from '@/lib/interface-words';
import './stars.css';

export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  const { full, half, empty } = starParts(value);
  const gradientId = `stars-half-${useId().replace(/:/g, '')}`;
  const kinds = [...Array<string>(full).fill('full'), ...Array<string>(half).fill('half'), ...Array<string>(empty).fill('empty')];
  const { t } = useInterfaceWords();
  const label = t('stars.label', { value: Number(value.toFixed(1)), max: 5 });
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {kinds.map((kind, index) => (
        <svg key={index} className={`stars__star stars__star--${kind}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
          {kind === 'half' && (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          )}
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradientId})` : 'transparent'}
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
