// The SVG artwork of article covers and of people's portraits.
import {
  fittedFontSize,
  initialsOf,
  linearGradient,
  mixColor,
  motifShapes,
  radialGlow,
  randomFrom,
  svgDocument,
  textBlock,
  textLine,
  wrapText,
  type Motif,
  type Palette,
} from './svg.js';

/** The group's house colours, cycled through by covers and portraits. */
export const housePalettes: Palette[] = [
  { from: '#0f1f3d', to: '#1f4e8c', accent: '#f2b544', ink: '#ffffff' },
  { from: '#3b0d2e', to: '#8c2155', accent: '#ffc857', ink: '#ffffff' },
  { from: '#0b3b36', to: '#138a72', accent: '#f6d365', ink: '#ffffff' },
  { from: '#2b1a0e', to: '#8a4b16', accent: '#ffd9a0', ink: '#ffffff' },
  { from: '#1a1446', to: '#4b3bb5', accent: '#7fe7dc', ink: '#ffffff' },
  { from: '#142a12', to: '#3f7a2b', accent: '#e8f58a', ink: '#ffffff' },
];

const motifs: Motif[] = ['rings', 'waves', 'grid', 'diagonals', 'hexagons', 'arcs', 'dots', 'peaks'];

/** Cover of a news item or blog post: 1200x700, a kicker and the title. */
export function coverSvg(kicker: string, title: string, index: number): string {
  const palette = housePalettes[index % housePalettes.length]!;
  const motif = motifs[(index * 3) % motifs.length]!;
  const random = randomFrom(`cover/${title}`);
  const lines = wrapText(title, 30).slice(0, 4);
  const size = Math.min(64, ...lines.map((line) => fittedFontSize(line, 980, 64)));
  return svgDocument(
    1200,
    700,
    `<defs>${linearGradient('bg', [palette.from, palette.to], 30)}${radialGlow('glow', palette.accent, 0.35)}</defs>
    <rect width="1200" height="700" fill="url(#bg)"/>
    <circle cx="1000" cy="160" r="360" fill="url(#glow)"/>
    ${motifShapes(motif, 1200, 700, palette.accent, random)}
    <rect x="90" y="120" width="${(kicker.length * 22 + 48).toFixed(0)}" height="54" rx="27" fill="${palette.accent}"/>
    ${textLine(kicker.toUpperCase(), { x: 114, y: 157, size: 26, color: palette.from, weight: 'bold', letterSpacing: 3 })}
    ${textBlock(lines, { x: 90, y: 270 + size, size, color: palette.ink, weight: 'bold', lineHeight: 1.22 })}
    ${textLine('SJG GROUP', { x: 1110, y: 640, size: 26, color: palette.ink, weight: 'bold', anchor: 'end', opacity: 0.75, letterSpacing: 6 })}`,
  );
}

/** A portrait placeholder: a silhouette for a person, a monogram seal for an institution. */
export function portraitSvg(name: string, kind: 'person' | 'institution', size: number, index: number): string {
  const palette = housePalettes[(index * 5 + 1) % housePalettes.length]!;
  const random = randomFrom(`portrait/${name}`);
  const c = size / 2;
  const initials = initialsOf(name, kind === 'person' ? 2 : 3);
  const background = `<defs>${linearGradient('bg', [palette.to, palette.from], 70)}${radialGlow('glow', palette.accent, 0.4)}</defs>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    ${motifShapes(motifs[index % motifs.length]!, size, size, palette.accent, random)}
    <circle cx="${c}" cy="${c * 0.8}" r="${c * 0.9}" fill="url(#glow)"/>`;
  if (kind === 'institution') {
    return svgDocument(
      size,
      size,
      `${background}
      <circle cx="${c}" cy="${c}" r="${size * 0.34}" fill="${palette.from}" fill-opacity="0.7" stroke="${palette.accent}" stroke-width="${size * 0.015}"/>
      <circle cx="${c}" cy="${c}" r="${size * 0.29}" fill="none" stroke="${palette.ink}" stroke-opacity="0.5" stroke-width="${size * 0.004}"/>
      ${textLine(initials, { x: c, y: c + size * 0.07, size: fittedFontSize(initials, size * 0.46, size * 0.2), color: palette.ink, weight: 'bold', anchor: 'middle', letterSpacing: 2 })}`,
    );
  }
  const skin = mixColor(palette.accent, '#ffffff', 0.55);
  return svgDocument(
    size,
    size,
    `${background}
    <circle cx="${c}" cy="${size * 0.4}" r="${size * 0.17}" fill="${skin}"/>
    <path d="M${size * 0.17} ${size} C${size * 0.17} ${size * 0.7}, ${size * 0.32} ${size * 0.61}, ${c} ${size * 0.61} S${size * 0.83} ${size * 0.7}, ${size * 0.83} ${size}" fill="${skin}"/>
    <circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size * 0.11}" fill="${palette.accent}"/>
    ${textLine(initials, { x: size * 0.8, y: size * 0.235, size: Math.round(size * 0.09), color: palette.from, weight: 'bold', anchor: 'middle' })}`,
  );
}
