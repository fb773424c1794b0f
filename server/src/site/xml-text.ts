// Text and attribute values in the XML the server writes (the sitemap, the feeds).

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escaped, and without the control characters XML 1.0 cannot carry at all (a reader would refuse the whole file). */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}
