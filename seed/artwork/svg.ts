// SVG building blocks of the demo artwork: palettes, a seeded random source, gradients,
// background motifs and text that fits its box. Pure string functions; rendering is render.ts.

export type Palette = {
  /** Gradient start (deep tone). */
  from: string;
  /** Gradient end. */
  to: string;
  /** Highlight for shapes and rules. */
  accent: string;
  /** Text on the gradient. */
  ink: string;
};

export type Motif = 'rings' | 'waves' | 'grid' | 'diagonals' | 'hexagons' | 'arcs' | 'dots' | 'peaks';

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Rough advance of one DejaVu Sans Bold glyph, as a share of the font size (used to fit text). */
const BOLD_CHAR_WIDTH = 0.66;
const REGULAR_CHAR_WIDTH = 0.6;

/** Characters XML 1.0 forbids anywhere in a document: most C0 controls, lone surrogates, U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as XML character data or an attribute value. Every text reaches the markup through this,
 * last: a caller that changes the case must do so before, never on escaped text ("&AMP;" is no entity).
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** A deterministic random source (mulberry32 over a string hash), so the artwork is the same on every run. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A linear gradient definition; angle in degrees (0 = left to right). */
export function linearGradient(id: string, stops: string[], angle = 35): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.cos(radians) / 2;
  const y = Math.sin(radians) / 2;
  const offsets = stops
    .map((color, i) => `<stop offset="${((i / Math.max(1, stops.length - 1)) * 100).toFixed(0)}%" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${(0.5 - x).toFixed(3)}" y1="${(0.5 - y).toFixed(3)}" x2="${(0.5 + x).toFixed(3)}" y2="${(0.5 + y).toFixed(3)}">${offsets}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Decorative shapes over an area, drawn in the accent colour at low opacity. */
export function motifShapes(motif: Motif, width: number, height: number, color: string, random: () => number): string {
  const shapes: string[] = [];
  const stroke = (w: number, o: number) => `fill="none" stroke="${color}" stroke-width="${w}" stroke-opacity="${o}"`;
  switch (motif) {
    case 'rings': {
      const cx = width * (0.6 + random() * 0.3);
      const cy = height * (0.3 + random() * 0.4);
      for (let i = 1; i <= 9; i++) shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(i * height * 0.11).toFixed(0)}" ${stroke(2 + (i % 3), 0.08 + (i % 4) * 0.04)}/>`);
      break;
    }
    case 'waves': {
      for (let i = 0; i < 10; i++) {
        const y = height * (0.25 + i * 0.08);
        const amp = height * (0.04 + random() * 0.05);
        const len = width / 3;
        shapes.push(
          `<path d="M0 ${y.toFixed(0)} C ${(len * 0.5).toFixed(0)} ${(y - amp).toFixed(0)}, ${(len * 0.5).toFixed(0)} ${(y + amp).toFixed(0)}, ${len.toFixed(0)} ${y.toFixed(0)} S ${(len * 1.5).toFixed(0)} ${(y + amp).toFixed(0)}, ${(len * 2).toFixed(0)} ${y.toFixed(0)} S ${(len * 2.5).toFixed(0)} ${(y - amp).toFixed(0)}, ${width} ${y.toFixed(0)}" ${stroke(3, 0.1 + (i % 3) * 0.05)}/>`,
        );
      }
      break;
    }
    case 'grid': {
      const step = Math.max(40, Math.round(height / 8));
      for (let x = 0; x <= width; x += step) shapes.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" ${stroke(1, 0.12)}/>`);
      for (let y = 0; y <= height; y += step) shapes.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" ${stroke(1, 0.12)}/>`);
      for (let i = 0; i < 7; i++) {
        const x = Math.floor(random() * (width / step)) * step;
        const y = Math.floor(random() * (height / step)) * step;
        shapes.push(`<rect x="${x}" y="${y}" width="${step}" height="${step}" fill="${color}" fill-opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`);
      }
      break;
    }
    case 'diagonals': {
      const step = Math.max(36, Math.round(height / 10));
      for (let x = -height; x < width; x += step) shapes.push(`<line x1="${x}" y1="${height}" x2="${x + height}" y2="0" ${stroke(step * 0.18, 0.07)}/>`);
      shapes.push(`<polygon points="${width * 0.55},0 ${width},0 ${width},${height} ${width * 0.8},${height}" fill="${color}" fill-opacity="0.14"/>`);
      break;
    }
    case 'hexagons': {
      const r = Math.max(30, height / 7);
      const w = r * Math.sqrt(3);
      for (let row = 0; row * r * 1.5 < height + r; row++) {
        for (let col = 0; col * w < width + w; col++) {
          if (random() > 0.45) continue;
          const cx = col * w + (row % 2 ? w / 2 : 0);
          const cy = row * r * 1.5;
          const points = Array.from({ length: 6 }, (_, k) => {
            const a = (Math.PI / 3) * k + Math.PI / 6;
            return `${(cx + r * 0.92 * Math.cos(a)).toFixed(1)},${(cy + r * 0.92 * Math.sin(a)).toFixed(1)}`;
          }).join(' ');
          const filled = random() > 0.7;
          shapes.push(filled ? `<polygon points="${points}" fill="${color}" fill-opacity="0.13"/>` : `<polygon points="${points}" ${stroke(2, 0.16)}/>`);
        }
      }
      break;
    }
    case 'arcs': {
      for (let i = 0; i < 6; i++) {
        const r = height * (0.35 + i * 0.22);
        shapes.push(`<circle cx="${width}" cy="${height}" r="${r.toFixed(0)}" ${stroke(height * 0.05, 0.05 + i * 0.02)}/>`);
      }
      shapes.push(`<circle cx="${(width * 0.12).toFixed(0)}" cy="${(height * 0.1).toFixed(0)}" r="${(height * 0.3).toFixed(0)}" fill="${color}" fill-opacity="0.1"/>`);
      break;
    }
    case 'dots': {
      const step = Math.max(28, Math.round(height / 12));
      for (let x = step / 2; x < width; x += step) {
        for (let y = step / 2; y < height; y += step) {
          const fade = x / width;
          if (fade < 0.35) continue;
          shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(step * 0.12 + random() * step * 0.1).toFixed(1)}" fill="${color}" fill-opacity="${(0.08 + fade * 0.25).toFixed(2)}"/>`);
        }
      }
      break;
    }
    case 'peaks': {
      for (let layer = 0; layer < 3; layer++) {
        const base = height * (0.55 + layer * 0.15);
        const points: string[] = [`0,${height}`];
        const count = 6 + layer * 2;
        for (let i = 0; i <= count; i++) {
          const x = (width / count) * i;
          const y = base - (i % 2 ? height * (0.12 + random() * 0.22) : 0);
          points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
        }
        points.push(`${width},${height}`);
        shapes.push(`<polygon points="${points.join(' ')}" fill="${color}" fill-opacity="${(0.1 + layer * 0.06).toFixed(2)}"/>`);
      }
      break;
    }
  }
  return `<g>${shapes.join('')}</g>`;
}

/** The largest font size (up to max) at which the text fits the width on one line. */
export function fittedFontSize(text: string, width: number, max: number, bold = true): number {
  const perChar = bold ? BOLD_CHAR_WIDTH : REGULAR_CHAR_WIDTH;
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(1, text.length) * perChar))));
}

/** Splits text into lines of at most `maxChars` characters, breaking at spaces. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type TextOptions = {
  x: number;
  y: number;
  size: number;
  color: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  letterSpacing?: number;
};

export function textLine(text: string, o: TextOptions): string {
  return `<text x="${o.x.toFixed(0)}" y="${o.y.toFixed(0)}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 'normal'}" fill="${o.color}" fill-opacity="${o.opacity ?? 1}" text-anchor="${o.anchor ?? 'start'}"${o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : ''}>${escapeXml(text)}</text>`;
}

/** Lines of text stacked from y downwards, `lineHeight` times the size apart. */
export function textBlock(lines: string[], o: TextOptions & { lineHeight?: number }): string {
  const step = o.size * (o.lineHeight ?? 1.2);
  return lines.map((line, i) => textLine(line, { ...o, y: o.y + i * step })).join('');
}

/** The first letters of a name's significant words: "Spice Route Foods" -> "SRF". */
export function initialsOf(name: string, max = 3): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && !['and', 'of', 'the', 'for', 'dr.', 'mr.', 'ms.'].includes(w.toLowerCase()));
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, max)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Blends two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mixColor(a: string, b: string, t: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ar, ag, ab] = parse(a) as [number, number, number];
  const [br, bg, bb] = parse(b) as [number, number, number];
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
