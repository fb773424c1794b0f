// The group's mark, drawn inline in the header's and the footer's colours: the diamond in SVG, the
// letters as HTML text. As a picture file it was one more request and one more SVG document to
// decode before the first paint; as SVG <text> its letters were laid out glyph by glyph on the
// main thread (bench/RESULTS-archive.md, 2026-11-28).
import './brand-logo.css';

export function BrandLogo({ variant }: { variant: 'dark' | 'light' }) {
  return (
    <span className={`brand-logo brand-logo--${variant}`} role="img" aria-label="SJG Group">
      <span className="brand-logo__mark" aria-hidden="true">
        <svg width="44" height="44" viewBox="-22 -22 44 44">
          <rect className="brand-logo__tile" x="-15" y="-15" width="30" height="30" rx="4" transform="rotate(45)" />
          <rect className="brand-logo__frame" x="-11.5" y="-11.5" width="23" height="23" rx="3" transform="rotate(45)" />
        </svg>
        <span className="brand-logo__initials">SJG</span>
      </span>
      <span className="brand-logo__words" aria-hidden="true">
        <span className="brand-logo__name">SJG</span>
        <span className="brand-logo__group">GROUP</span>
      </span>
    </span>
  );
}
