// The SVG artwork of one venture: logo, banner, about image, stats card, subcategory posters,
// client logos and gallery scenes, all in the venture's palette and motif.
import {
  fittedFontSize,
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

export type Brand = {
  name: string;
  /** Two-digit display number, "01" to "20". */
  number: string;
  initials: string;
  tagline: string;
  palette: Palette;
  motif: Motif;
};

export type GalleryScene = 'skyline' | 'hills' | 'sea' | 'interior' | 'field' | 'network';

/** Logo: a rounded tile with the initials and the name, on a transparent background (600x600 PNG). */
export function ventureLogoSvg(brand: Brand): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/logo`);
  const nameLines = wrapText(brand.name, 16).slice(0, 2);
  const nameSize = Math.min(44, ...nameLines.map((line) => fittedFontSize(line, 470, 44)));
  const initialsSize = fittedFontSize(brand.initials, 380, 190);
  return svgDocument(
    600,
    600,
    `<defs>${linearGradient('bg', [palette.from, palette.to], 60)}<clipPath id="tile"><rect x="20" y="20" width="560" height="560" rx="96"/></clipPath></defs>
    <rect x="20" y="20" width="560" height="560" rx="96" fill="url(#bg)"/>
    <g clip-path="url(#tile)">${motifShapes(brand.motif, 600, 600, palette.accent, random)}</g>
    <rect x="50" y="50" width="500" height="500" rx="72" fill="none" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="4"/>
    ${textLine(brand.initials, { x: 300, y: 300, size: initialsSize, color: palette.ink, weight: 'bold', anchor: 'middle', letterSpacing: 4 })}
    <rect x="230" y="345" width="140" height="6" rx="3" fill="${palette.accent}"/>
    ${textBlock(nameLines, { x: 300, y: 420 + (2 - nameLines.length) * 22, size: nameSize, color: palette.ink, weight: 'bold', anchor: 'middle', lineHeight: 1.25 })}`,
  );
}

/** Banner: 1900x600, the name and tagline on the left, an emblem on the right. */
export function ventureBannerSvg(brand: Brand): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/banner`);
  const titleSize = fittedFontSize(brand.name, 1050, 104);
  const tagLines = wrapText(brand.tagline, 52).slice(0, 2);
  return svgDocument(
    1900,
    600,
    `<defs>${linearGradient('bg', [palette.from, mixColor(palette.from, palette.to, 0.55), palette.to], 20)}${radialGlow('glow', palette.accent, 0.45)}</defs>
    <rect width="1900" height="600" fill="url(#bg)"/>
    ${motifShapes(brand.motif, 1900, 600, palette.accent, random)}
    <circle cx="1500" cy="300" r="330" fill="url(#glow)"/>
    <circle cx="1500" cy="300" r="190" fill="${palette.from}" fill-opacity="0.55" stroke="${palette.accent}" stroke-width="6"/>
    ${textLine(brand.initials, { x: 1500, y: 340, size: fittedFontSize(brand.initials, 280, 120), color: palette.ink, weight: 'bold', anchor: 'middle', letterSpacing: 3 })}
    ${textLine(`SJG GROUP  ·  VENTURE ${brand.number}`, { x: 140, y: 190, size: 28, color: palette.accent, weight: 'bold', letterSpacing: 5 })}
    ${textLine(brand.name, { x: 140, y: 190 + 30 + titleSize, size: titleSize, color: palette.ink, weight: 'bold' })}
    <rect x="140" y="${250 + titleSize}" width="160" height="8" rx="4" fill="${palette.accent}"/>
    ${textBlock(tagLines, { x: 140, y: 320 + titleSize, size: 38, color: palette.ink, opacity: 0.9, lineHeight: 1.35 })}`,
  );
}

/** About image: 1400x800, a large watermark of the initials with a caption card. */
export function ventureAboutSvg(brand: Brand): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/about`);
  const tagLines = wrapText(brand.tagline, 30).slice(0, 3);
  return svgDocument(
    1400,
    800,
    `<defs>${linearGradient('bg', [palette.to, palette.from], 120)}${radialGlow('glow', palette.accent, 0.35)}</defs>
    <rect width="1400" height="800" fill="url(#bg)"/>
    <circle cx="300" cy="220" r="420" fill="url(#glow)"/>
    ${motifShapes(brand.motif, 1400, 800, palette.accent, random)}
    ${textLine(brand.initials, { x: 1330, y: 760, size: fittedFontSize(brand.initials, 900, 480), color: palette.ink, weight: 'bold', anchor: 'end', opacity: 0.12 })}
    <rect x="110" y="200" width="660" height="400" rx="28" fill="${palette.from}" fill-opacity="0.72"/>
    <rect x="110" y="200" width="14" height="400" rx="7" fill="${palette.accent}"/>
    ${textLine('ABOUT US', { x: 170, y: 280, size: 30, color: palette.accent, weight: 'bold', letterSpacing: 6 })}
    ${textBlock(wrapText(brand.name, 22).slice(0, 2), { x: 170, y: 345, size: 44, color: palette.ink, weight: 'bold', lineHeight: 1.2 })}
    ${textBlock(tagLines, { x: 170, y: 470, size: 30, color: palette.ink, opacity: 0.88, lineHeight: 1.35 })}`,
  );
}

/** Stats card: 600x400, one headline figure and its label. */
export function ventureStatsSvg(brand: Brand, figure: string, label: string): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/stats`);
  const labelLines = wrapText(label, 26).slice(0, 2);
  return svgDocument(
    600,
    400,
    `<defs>${linearGradient('bg', [palette.from, palette.to], 45)}</defs>
    <rect width="600" height="400" fill="url(#bg)"/>
    ${motifShapes(brand.motif, 600, 400, palette.accent, random)}
    <rect x="40" y="40" width="520" height="320" rx="24" fill="${palette.from}" fill-opacity="0.45" stroke="${palette.accent}" stroke-opacity="0.6" stroke-width="3"/>
    ${textLine(figure, { x: 300, y: 205, size: fittedFontSize(figure, 440, 120), color: palette.ink, weight: 'bold', anchor: 'middle' })}
    <rect x="250" y="235" width="100" height="6" rx="3" fill="${palette.accent}"/>
    ${textBlock(labelLines, { x: 300, y: 290, size: 30, color: palette.ink, anchor: 'middle', opacity: 0.92 })}`,
  );
}

/**
 * Subcategory poster: 400x700 portrait of pure decoration. The page lays the subcategory's name
 * over the foot of this picture, so it carries no text and no rule of its own to show through.
 */
export function ventureSubcategorySvg(brand: Brand, name: string, index: number): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/category/${name}`);
  const shift = index * 0.18;
  const top = mixColor(palette.from, palette.to, Math.min(1, shift));
  return svgDocument(
    400,
    700,
    `<defs>${linearGradient('bg', [top, palette.from], 100)}${radialGlow('glow', palette.accent, 0.5)}</defs>
    <rect width="400" height="700" fill="url(#bg)"/>
    ${motifShapes(brand.motif, 400, 700, palette.accent, random)}
    <circle cx="200" cy="250" r="170" fill="url(#glow)"/>
    <circle cx="200" cy="250" r="96" fill="none" stroke="${palette.ink}" stroke-opacity="0.8" stroke-width="5"/>
    <circle cx="200" cy="250" r="${(28 + random() * 30).toFixed(0)}" fill="${palette.accent}" fill-opacity="0.55"/>`,
  );
}

const clientColors = ['#0b3d91', '#b3261e', '#00695c', '#6a1b9a', '#e65100', '#2e7d32', '#37474f', '#ad1457', '#1565c0', '#8d6e63'];

/** Client logo: 480x240 on white, a simple mark beside the client's name. */
export function clientLogoSvg(clientName: string): string {
  const random = randomFrom(`client/${clientName}`);
  const color = clientColors[Math.floor(random() * clientColors.length)]!;
  const second = mixColor(color, '#ffffff', 0.45);
  const marks = [
    `<circle cx="90" cy="120" r="52" fill="${color}"/><circle cx="90" cy="120" r="26" fill="#ffffff"/>`,
    `<rect x="48" y="78" width="84" height="84" rx="10" transform="rotate(45 90 120)" fill="${color}"/><rect x="72" y="102" width="36" height="36" transform="rotate(45 90 120)" fill="${second}"/>`,
    `<polygon points="90,62 146,166 34,166" fill="${color}"/><polygon points="90,104 116,152 64,152" fill="${second}"/>`,
    `<rect x="40" y="118" width="22" height="50" fill="${second}"/><rect x="70" y="94" width="22" height="74" fill="${color}"/><rect x="100" y="70" width="22" height="98" fill="${color}"/><rect x="130" y="100" width="22" height="68" fill="${second}"/>`,
    `<path d="M40 150 Q90 40 140 150" fill="none" stroke="${color}" stroke-width="18" stroke-linecap="round"/><circle cx="90" cy="150" r="16" fill="${second}"/>`,
  ];
  const mark = marks[Math.floor(random() * marks.length)]!;
  const lines = wrapText(clientName, 15).slice(0, 2);
  const size = Math.min(38, ...lines.map((line) => fittedFontSize(line, 280, 38)));
  const top = 120 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  return svgDocument(
    480,
    240,
    `<rect width="480" height="240" fill="#ffffff"/>${mark}
    ${textBlock(lines, { x: 176, y: top, size, color: '#1f2933', weight: 'bold', lineHeight: 1.15 })}`,
  );
}

/** Gallery image: 1200x700, an abstract scene in the venture's colours with a caption. */
export function ventureGallerySvg(brand: Brand, scene: GalleryScene, caption: string): string {
  const { palette } = brand;
  const random = randomFrom(`${brand.name}/gallery/${caption}`);
  const sky = [mixColor(palette.to, '#ffffff', 0.35), palette.to, palette.from];
  const body = sceneShapes(scene, palette, random);
  const captionLines = wrapText(caption, 64).slice(0, 2);
  const bandHeight = 40 + captionLines.length * 34;
  return svgDocument(
    1200,
    700,
    `<defs>${linearGradient('sky', sky, 90)}${radialGlow('sun', '#fff6d5', 0.9)}</defs>
    <rect width="1200" height="700" fill="url(#sky)"/>
    ${body}
    <rect x="0" y="${700 - bandHeight}" width="1200" height="${bandHeight}" fill="#000000" fill-opacity="0.42"/>
    ${textBlock(captionLines, { x: 48, y: 700 - bandHeight + 46, size: 28, color: '#ffffff', lineHeight: 1.2 })}
    ${textLine(brand.initials, { x: 1152, y: 70, size: 34, color: '#ffffff', weight: 'bold', anchor: 'end', opacity: 0.85 })}`,
  );
}

function sceneShapes(scene: GalleryScene, palette: Palette, random: () => number): string {
  const dark = mixColor(palette.from, '#000000', 0.35);
  const mid = palette.from;
  const light = mixColor(palette.to, '#ffffff', 0.2);
  const shapes: string[] = [];
  const sunX = 200 + random() * 800;
  switch (scene) {
    case 'skyline': {
      shapes.push(`<circle cx="${sunX.toFixed(0)}" cy="210" r="180" fill="url(#sun)"/>`);
      for (let layer = 0; layer < 2; layer++) {
        let x = -20;
        while (x < 1220) {
          const w = 60 + random() * 110;
          const h = 160 + random() * (layer ? 260 : 360);
          const y = 620 - h;
          const color = layer ? dark : mixColor(mid, light, 0.3);
          shapes.push(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 80).toFixed(0)}" fill="${color}"/>`);
          if (layer) {
            for (let wy = y + 24; wy < 600; wy += 34) {
              for (let wx = x + 12; wx < x + w - 16; wx += 26) {
                if (random() > 0.55) shapes.push(`<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="16" fill="${palette.accent}" fill-opacity="0.75"/>`);
              }
            }
          }
          x += w + (layer ? 8 : -10);
        }
      }
      break;
    }
    case 'hills': {
      shapes.push(`<circle cx="${sunX.toFixed(0)}" cy="230" r="160" fill="url(#sun)"/>`);
      [light, mid, dark].forEach((color, layer) => {
        const base = 360 + layer * 100;
        // Ridge points at uneven spacing, joined by quadratic curves through their midpoints (smooth).
        const points: [number, number][] = [];
        for (let x = -100; x < 1600; x += 140 + random() * 160) points.push([x, base - random() * (170 - layer * 40)]);
        let d = `M-100 700 L${points[0]![0]} ${points[0]![1].toFixed(0)}`;
        points.forEach(([x, y], i) => {
          const next = points[i + 1];
          if (next) d += ` Q${x.toFixed(0)} ${y.toFixed(0)} ${((x + next[0]) / 2).toFixed(0)} ${((y + next[1]) / 2).toFixed(0)}`;
        });
        shapes.push(`<path d="${d} L1600 700 Z" fill="${color}"/>`);
      });
      break;
    }
    case 'sea': {
      shapes.push(`<circle cx="${sunX.toFixed(0)}" cy="360" r="220" fill="url(#sun)"/>`);
      shapes.push(`<rect y="380" width="1200" height="320" fill="${dark}"/>`);
      for (let i = 0; i < 14; i++) {
        const y = 400 + i * 22;
        const w = 80 + random() * 260;
        shapes.push(`<rect x="${(sunX - w / 2 + (random() - 0.5) * 200).toFixed(0)}" y="${y}" width="${w.toFixed(0)}" height="5" rx="2.5" fill="${palette.accent}" fill-opacity="${(0.7 - i * 0.04).toFixed(2)}"/>`);
      }
      shapes.push(`<path d="M0 380 Q150 330 300 370 T720 380 Z" fill="${mid}"/>`);
      break;
    }
    case 'interior': {
      // A room in one-point perspective; the vanishing box, panels and lights vary per image.
      const left = 220 + random() * 160;
      const right = 1200 - (220 + random() * 160);
      const top = 150 + random() * 80;
      const bottom = 480 + random() * 60;
      shapes.push(`<polygon points="0,0 1200,0 ${right},${top} ${left},${top}" fill="${mid}" fill-opacity="0.5"/>`);
      shapes.push(`<polygon points="0,700 1200,700 ${right},${bottom} ${left},${bottom}" fill="${dark}"/>`);
      shapes.push(`<polygon points="0,0 ${left},${top} ${left},${bottom} 0,700" fill="${mixColor(mid, '#000000', 0.2)}"/>`);
      shapes.push(`<polygon points="1200,0 ${right},${top} ${right},${bottom} 1200,700" fill="${mixColor(mid, '#000000', 0.1)}"/>`);
      const panels = 2 + Math.floor(random() * 4);
      const gap = 24;
      const panelWidth = (right - left - 40 - gap * (panels - 1)) / panels;
      const panelHeight = (bottom - top) * (0.45 + random() * 0.3);
      for (let i = 0; i < panels; i++) {
        const x = left + 20 + i * (panelWidth + gap);
        const y = top + 30;
        shapes.push(
          `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${panelWidth.toFixed(0)}" height="${panelHeight.toFixed(0)}" rx="8" fill="${light}" fill-opacity="0.85"/><rect x="${(x + 10).toFixed(0)}" y="${(y + 10).toFixed(0)}" width="${(panelWidth - 20).toFixed(0)}" height="${(panelHeight * 0.6).toFixed(0)}" fill="${palette.accent}" fill-opacity="${(0.35 + random() * 0.35).toFixed(2)}"/>`,
        );
      }
      // A counter or table in the foreground.
      const counterWidth = 360 + random() * 360;
      const counterX = 600 - counterWidth / 2 + (random() - 0.5) * 300;
      shapes.push(`<rect x="${counterX.toFixed(0)}" y="${(bottom + 40).toFixed(0)}" width="${counterWidth.toFixed(0)}" height="60" rx="10" fill="${mixColor(dark, palette.accent, 0.25)}"/>`);
      const lights = 3 + Math.floor(random() * 4);
      for (let i = 0; i < lights; i++) shapes.push(`<circle cx="${(150 + ((i + 0.5) * 900) / lights).toFixed(0)}" cy="${(top * 0.45).toFixed(0)}" r="14" fill="#fff6d5" fill-opacity="0.9"/>`);
      break;
    }
    case 'field': {
      const horizon = 300 + random() * 100;
      const vanish = 300 + random() * 600;
      shapes.push(`<circle cx="${sunX.toFixed(0)}" cy="${(horizon - 150).toFixed(0)}" r="150" fill="url(#sun)"/>`);
      shapes.push(`<rect y="${horizon.toFixed(0)}" width="1200" height="${(700 - horizon).toFixed(0)}" fill="${mid}"/>`);
      const rows = 12 + Math.floor(random() * 10);
      const spacing = 2200 / rows;
      for (let i = 0; i < rows; i++) {
        const spread = i * spacing - 500;
        shapes.push(`<polygon points="${vanish.toFixed(0)},${horizon.toFixed(0)} ${(vanish + 4).toFixed(0)},${horizon.toFixed(0)} ${(spread + spacing * 0.5).toFixed(0)},700 ${spread.toFixed(0)},700" fill="${i % 2 ? dark : light}" fill-opacity="0.55"/>`);
      }
      // A line of trees on the horizon.
      for (let x = random() * 80; x < 1200; x += 40 + random() * 120) {
        const r = 14 + random() * 18;
        shapes.push(`<circle cx="${x.toFixed(0)}" cy="${(horizon - r * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="${dark}"/>`);
      }
      break;
    }
    case 'network': {
      shapes.push(`<rect width="1200" height="700" fill="${dark}" fill-opacity="0.55"/>`);
      const nodes = Array.from({ length: 26 }, () => [80 + random() * 1040, 60 + random() * 520] as const);
      nodes.forEach(([x, y], i) => {
        const next = nodes[(i + 1 + Math.floor(random() * 4)) % nodes.length]!;
        shapes.push(`<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${next[0].toFixed(0)}" y2="${next[1].toFixed(0)}" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="2"/>`);
      });
      nodes.forEach(([x, y]) => shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(6 + random() * 10).toFixed(0)}" fill="${light}"/>`));
      break;
    }
  }
  return shapes.join('');
}
