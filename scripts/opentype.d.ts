// The part of opentype.js the artwork script and the font fallback test use (the package ships no types, and none are installed).
declare module 'opentype.js' {
  type RenderOptions = { kerning?: boolean; letterSpacing?: number };
  export type Path = {
    commands: { type: 'M' | 'L' | 'C' | 'Q' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }[];
  };
  export type Font = {
    unitsPerEm: number;
    tables: {
      hhea: { ascender: number; descender: number; lineGap: number };
      os2: { sCapHeight: number; sxHeight: number };
    };
    getAdvanceWidth(text: string, fontSize: number, options?: RenderOptions): number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: RenderOptions): Path;
  };
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
