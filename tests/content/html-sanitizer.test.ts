// The allowlist of rich HTML (news, blogs), at its smallest boundary: the function itself.
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../server/src/content/html-sanitizer.js';

describe('sanitizeRichHtml', () => {
  it('passes the TipTap editor output unchanged', () => {
    const html =
      '<h2>Title</h2><h3>Part</h3><p>Text <strong>bold</strong> <em>italic</em> ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>' +
      '<ul><li><p>a</p></li><li><p>b</p></li></ul><ol><li><p>c</p></li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('keeps tables, code, emphasis variants and rules', () => {
    const html =
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<pre><code>x &lt; y</code></pre><p><b>b</b><i>i</i><u>u</u><s>s</s></p><hr />';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it.each([
    ['a script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an onerror handler', '<p>b<img src="/backend/news/uploads/abcdefgh12.jpg" onerror="alert(1)"></p>', '<p>b<img src="/backend/news/uploads/abcdefgh12.jpg" /></p>'],
    ['a foreign image', '<p><img src="https://tracker.example/x.gif">c</p>', '<p>c</p>'],
    ['a traversal in an image path', '<p><img src="/backend/news/uploads/../../etc/passwd">d</p>', '<p>d</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">e</a></p>', '<p><a rel="noopener noreferrer">e</a></p>'],
    ['an encoded javascript: link', '<p><a href="jav&#x09;ascript:alert(1)">f</a></p>', '<p><a rel="noopener noreferrer">f</a></p>'],
    ['a data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">g</a></p>', '<p><a rel="noopener noreferrer">g</a></p>'],
    ['an svg with onload', '<p>h</p><svg onload="alert(1)"><script>alert(2)</script></svg>', '<p>h</p>'],
    ['a style expression', '<p style="width: expression(alert(1))">i</p><style>p{background:url(javascript:x)}</style>', '<p>i</p>'],
    ['an iframe', '<p>j</p><iframe src="https://evil.example"></iframe>', '<p>j</p>'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>k</p>', '<p>k</p>'],
    ['an event handler on a heading', '<h2 onmouseover="alert(1)">l</h2>', '<h2>l</h2>'],
    ['a form', '<form action="https://evil.example"><input name="q"><button>m</button></form>', 'm'],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeRichHtml(dirty)).toBe(clean);
  });

  it('keeps target only as _blank and always adds noopener noreferrer', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:a@b.example" rel="opener">m</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener noreferrer">m</a>',
    );
  });
});
