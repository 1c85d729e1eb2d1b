import { describe, expect, it } from 'vitest';
import { decodeParam, type FileKind, kindMatcher, rememberLast } from './file-kind.js';
import type { SiteData } from './site-data.js';

const kind = (pattern: string): FileKind => ({ pattern, scope: 'pincode', section: 'api', list: () => [], render: () => null });

describe('kindMatcher', () => {
  const kinds = [kind('/ifsc/:ifsc/index.html'), kind('/ifsc/index.html'), kind('/sitemaps/:n.xml'), kind('/api/v1/district/:state/:district')];
  const match = kindMatcher(kinds);

  it('prefers a literal path, then fills whole-segment parameters', () => {
    expect(match('/ifsc/index.html')?.kind.pattern).toBe('/ifsc/index.html');
    expect(match('/ifsc/SBIN0000001/index.html')?.params).toEqual({ ifsc: 'SBIN0000001' });
    expect(match('/api/v1/district/delhi/new-delhi')?.params).toEqual({ state: 'delhi', district: 'new-delhi' });
  });

  it('fills a parameter before a suffix, and never with nothing', () => {
    expect(match('/sitemaps/3.xml')?.params).toEqual({ n: '3' });
    expect(match('/sitemaps/.xml')).toBeUndefined();
    expect(match('/sitemaps/3.txt')).toBeUndefined();
  });

  it('reads placeholders named with digits after a letter, as the page patterns are', () => {
    expect(kindMatcher([kind('/pincode/:p1/:p2/index.html')])('/pincode/110001/baroda-house/index.html')?.params).toEqual({ p1: '110001', p2: 'baroda-house' });
  });

  it('matches no path of another depth', () => {
    expect(match('/api/v1/district/delhi')).toBeUndefined();
    expect(match('/ifsc/SBIN0000001/x/index.html')).toBeUndefined();
  });
});

describe('decodeParam', () => {
  it('decodes percent-encoding and refuses what is not', () => {
    expect(decodeParam('baroda%20house')).toBe('baroda house');
    expect(decodeParam('%zz')).toBeNull();
  });
});

describe('rememberLast', () => {
  it('computes once for consecutive calls with the same data and key', () => {
    let calls = 0;
    const remembered = rememberLast((_data, key) => `${key}:${++calls}`);
    const data = {} as SiteData;
    expect([remembered(data, 'a'), remembered(data, 'a'), remembered(data, 'b'), remembered(data, 'a')]).toEqual(['a:1', 'a:1', 'b:2', 'a:3']);
    expect(remembered({} as SiteData, 'a')).toBe('a:4');
  });
});
