// Turns an SVG's <text> elements into <path> outlines of the brand typeface (Mukta, from
// @fontsource). A browser lays out SVG text slowly: the banner's slides spent most of their layout
// there, on a phone's main thread, while the page was loading (bench/RESULTS-archive.md,
// 2026-11-28). Outlines also look the same on every device, where system-ui did not.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

const require = createRequire(import.meta.url);

/** The weights the artwork uses; "normal" and "bold" are SVG's names for 400 and 700. */
const weightNames: Record<string, string> = { normal: '400', bold: '700' };

const fonts = new Map<string, Font>();

function muktaFont(weight: string): Font {
  const file = `@fontsource/mukta/files/mukta-latin-${weightNames[weight] ?? weight}-normal.woff`;
  let font = fonts.get(file);
  if (!font) {
    const bytes = readFileSync(require.resolve(file));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(file, font);
  }
  return font;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name] ?? whole;
  });
}

/** What only text has: dropped from the path that replaces it. */
const textOnlyAttributes = new Set(['x', 'y', 'font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-anchor']);

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

function number(attributes: Map<string, string>, name: string, fallback: number): number {
  const value = attributes.get(name);
  return value === undefined ? fallback : Number.parseFloat(value);
}

type PathCommand = { type: 'M' | 'L' | 'C' | 'Q' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };

/** A tenth of a user unit, written short: 12 -> "1.2", -5 -> "-.5", 30 -> "3". */
function tenths(value: number): string {
  const text = (value / 10).toString();
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Path data in relative commands on a grid of a tenth of a user unit: half the size after
 * compression of opentype.js's absolute commands, and without drift, since every step is taken
 * between rounded points.
 */
function relativePathData(commands: PathCommand[]): string {
  let d = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let last = '';
  const step = (px: number, py: number): string => {
    const [gx, gy] = [Math.round(px * 10), Math.round(py * 10)];
    return `${tenths(gx - x)} ${tenths(gy - y)}`;
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      d += 'z';
      last = 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const [endX, endY] = [Math.round(command.x! * 10), Math.round(command.y! * 10)];
    // Glyph outlines open their contours with a line to where they already are.
    if (command.type === 'L' && endX === x && endY === y) continue;
    const points: [number, number][] = [];
    if (command.type === 'C') points.push([command.x1!, command.y1!], [command.x2!, command.y2!]);
    if (command.type === 'Q') points.push([command.x1!, command.y1!]);
    points.push([command.x!, command.y!]);
    // A repeated command may leave out its letter (after "m" the implied command is "l", so not there).
    const letter = command.type.toLowerCase();
    d += (letter === last && letter !== 'm' ? ' ' : letter) + points.map(([px, py]) => step(px, py)).join(' ');
    last = letter;
    [x, y] = [endX, endY];
    if (command.type === 'M') [startX, startY] = [x, y];
  }
  return d.replace(/ -/g, '-').replace(/([a-z]) /g, '$1');
}

/** One <text> (no <tspan>: the artwork has none) as a <path> with the same paint. */
function outlineText(attributeText: string, content: string): string {
  const attributes = attributesOf(attributeText);
  const font = muktaFont(attributes.get('font-weight') ?? 'normal');
  const size = number(attributes, 'font-size', 16);
  const text = decodeXmlText(content);
  // SVG's letter-spacing is in user units after every character; opentype.js takes it in em.
  const options = { kerning: true, letterSpacing: number(attributes, 'letter-spacing', 0) / size };
  const width = font.getAdvanceWidth(text, size, options);
  const anchor = attributes.get('text-anchor') ?? 'start';
  const shift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0;
  const x = number(attributes, 'x', 0) - shift;
  const d = relativePathData(font.getPath(text, x, number(attributes, 'y', 0), size, options).commands);
  const paint = [...attributes].filter(([name]) => !textOnlyAttributes.has(name)).map(([name, value]) => ` ${name}="${value}"`);
  return `<path d="${d}"${paint.join('')} />`;
}

/** The SVG with every <text> drawn as outlines, and the font-family attributes only text used dropped. */
export function outlineSvgText(svg: string): string {
  return svg
    .replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => outlineText(attributes, content))
    .replace(/ font-family="[^"]*"/g, '');
}
