// Reading back what a server-rendered page's HTML escaped, as a browser reads it.

/** Text or an attribute's value as React's escaping wrote it, read back. */
export const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
