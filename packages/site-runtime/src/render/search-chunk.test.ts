import { describe, expect, it } from 'vitest';
import { chunkItems, chunkText } from './search-chunk.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('search chunks', () => {
  it('writes one item a line, and reads each item back as its JSON text', () => {
    const items = [{ name: 'a\nb', n: 1 }, { name: ',\n', list: [1, 2] }, {}, { name: 'Kōchi ₹' }];
    const text = chunkText(items);
    expect(JSON.parse(text)).toEqual(items);
    expect(text.split('\n')).toHaveLength(4);
    const read = chunkItems(bytes(text), 'x.json');
    expect(items.map((_, at) => JSON.parse(read(at)!))).toEqual(items);
    expect(read(1)).toBe(JSON.stringify(items[1]));
    expect(read(4)).toBeUndefined();
    expect(read(-1)).toBeUndefined();
  });

  it('reads one item and none', () => {
    expect(chunkItems(bytes(chunkText([{ a: 1 }])), 'x.json')(0)).toBe('{"a":1}');
    expect(chunkItems(bytes(chunkText([])), 'x.json')(0)).toBeUndefined();
  });

  it('refuses another file, naming it', () => {
    expect(() => chunkItems(bytes('{"a":1}'), '/api/ifsc/search/branches/0.json')).toThrow('/api/ifsc/search/branches/0.json: not a search chunk');
  });
});
