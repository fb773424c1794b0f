// The group's mark, drawn inline in the header's and the footer's colours. As a picture file it was
// one more request and one more SVG document to decode before the first paint on every page.

const palettes = {
  dark: { tile: '#0b1f3a', frame: '#c8963e', tileText: '#ffffff', name: '#0b1f3a', group: '#8a6420' },
  light: { tile: '#ffffff', frame: '#c8963e', tileText: '#0b1f3a', name: '#ffffff', group: '#ecd3a2' },
} as const;

const face = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function BrandLogo({ variant }: { variant: keyof typeof palettes }) {
  const colour = palettes[variant];
  return (
    <svg className="brand-logo" width="148" height="44" viewBox="0 0 148 44" role="img" aria-label="SJG Group">
      <g transform="translate(22 22)">
        <rect x="-15" y="-15" width="30" height="30" rx="4" transform="rotate(45)" fill={colour.tile} />
        <rect x="-11.5" y="-11.5" width="23" height="23" rx="3" transform="rotate(45)" fill="none" stroke={colour.frame} strokeWidth="1.6" />
        <text x="0" y="4.2" textAnchor="middle" fontFamily={face} fontSize="11" fontWeight="800" fill={colour.tileText}>
          SJG
        </text>
      </g>
      <text x="50" y="24" fontFamily={face} fontSize="20" fontWeight="800" letterSpacing="2" fill={colour.name}>
        SJG
      </text>
      <text x="50" y="37" fontFamily={face} fontSize="9" fontWeight="700" letterSpacing="4.6" fill={colour.group}>
        GROUP
      </text>
    </svg>
  );
}
