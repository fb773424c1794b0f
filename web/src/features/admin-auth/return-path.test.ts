import { describe, expect, it } from 'vitest';
import { adminReturnPath, sessionEndReasonOf, signInPath } from './return-path';

const origin = 'https://sjg.example';

describe('where signing in returns to', () => {
  it('returns to an admin page of this site, with its query', () => {
    expect(adminReturnPath('/sjg/admin/trash', origin)).toBe('/admin/trash');
    expect(adminReturnPath('/sjg/admin?section=news&edit=4', origin)).toBe('/admin?section=news&edit=4');
    expect(adminReturnPath('/sjg/blogs/editblog?id=3', origin)).toBe('/blogs/editblog?id=3');
    expect(adminReturnPath('/sjg/admin/history/news/12', origin)).toBe('/admin/history/news/12');
  });

  it('follows nothing that leaves the admin or the site: no open redirect', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/sjg/admin',
      '//evil.example/sjg/admin',
      '/\\evil.example/sjg/admin',
      'javascript:alert(1)',
      '/sjg/news',
      '/sjg/login',
      '/admin',
      '/sjg/admin/../../elsewhere',
      'sjg/admin',
    ]) {
      expect(adminReturnPath(next, origin), String(next)).toBeNull();
    }
  });

  it('puts the page and the reason in the sign-in address, which reads them back', () => {
    const path = signInPath('/sjg/admin?section=news', 'ended');
    expect(path).toBe('/login?next=%2Fsjg%2Fadmin%3Fsection%3Dnews&reason=ended');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(adminReturnPath(query.get('next'), origin)).toBe('/admin?section=news');
    expect(sessionEndReasonOf(query.get('reason'))).toBe('ended');
    expect(sessionEndReasonOf('toString')).toBeNull();
    expect(sessionEndReasonOf(null)).toBeNull();
  });
});
