// One CSV cell of the downloads (server/src/http/csv.ts).
import { describe, expect, it } from 'vitest';
import { csvField, csvInBatches, csvRow } from '../../server/src/http/csv.js';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('News 1')).toBe('News 1');
    expect(csvField('2001:db8::1')).toBe('2001:db8::1');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('neutralises the formula %j with a leading quote', (value) => {
    expect(csvField(value).replace(/^"|"$/g, '').startsWith(`'${value[0]}`)).toBe(true);
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', '=b', 'c,d'])).toBe(`a,'=b,"c,d"\r\n`);
  });
});

describe('csvInBatches', () => {
  it('reads each batch after the last row of the one before, until a batch comes back short', async () => {
    const rows = [5, 4, 3, 2, 1];
    const reads: (number | undefined)[] = [];
    const readAfter = async (last: number | undefined, limit: number) => {
      reads.push(last);
      return rows.filter((row) => last === undefined || row < last).slice(0, limit);
    };
    let text = '';
    for await (const part of csvInBatches(['n'], 2, readAfter, (row) => [String(row)])) text += part;
    expect(text).toBe('n\r\n5\r\n4\r\n3\r\n2\r\n1\r\n');
    expect(reads).toEqual([undefined, 4, 2]);
  });
});
