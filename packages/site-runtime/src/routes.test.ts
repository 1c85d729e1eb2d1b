import { API_PATHS } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { filePatterns, RENDERERS } from './render/api-kinds.js';
import { SEARCHES } from './handler/handler.js';
import { FILES, fillPattern, matchParts, matchRoute, patternMatcher, patternParts, ROUTES } from './routes.js';

describe('the route table', () => {
  it('gives every file pattern exactly one renderer, and every renderer a route', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual([...filePatterns()].sort());
    expect(Object.values(FILES).sort()).toEqual([...filePatterns()].sort());
  });

  it('agrees with the API URLs the core writes into answers', () => {
    const route = ROUTES.find((r) => r.name === 'v1-pincode-branches')!;
    expect(API_PATHS.pincodeBranches('110001')).toBe(fillPattern(route.paths[0]!, { pin: '110001' }));
  });

  it('gives every search route exactly one handler function, and no function without a route', () => {
    const kinds = ROUTES.flatMap((route) => (route.search ? [route.search] : []));
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(Object.keys(SEARCHES).sort()).toEqual([...kinds].sort());
  });

  it('matches each route by its own paths and example, and every name once', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const example = new URL(route.example, 'http://x').pathname.split('/').slice(1).map(decodeURIComponent);
      expect(matchRoute(example)?.route.name).toBe(route.name);
    }
  });

  it('fills patterns and refuses a missing parameter', () => {
    expect(fillPattern(FILES.bankDistricts, { bank: 'sbin', state: 'delhi' })).toBe('/api/ifsc/districts/sbin/delhi');
    // The page patterns' placeholders (hosts/static-rules.ts): a letter, then letters or digits.
    expect(fillPattern('/pincode/:p1/:p2/', { p1: '110001', p2: 'baroda-house' })).toBe('/pincode/110001/baroda-house/');
    expect(() => fillPattern(FILES.bankDistricts, { bank: 'sbin' })).toThrow('needs parameter state');
    // A parameter before a suffix, and a pattern without any.
    expect(fillPattern(FILES.ifscSearchAnswers, { prefix: 'code-sbin' })).toBe('/api/ifsc/search/answers/code-sbin.json');
    expect(fillPattern(FILES.nearbyLeaf, { leaf: '3' })).toBe('/api/v1/nearby/leaves/3');
    expect(fillPattern(FILES.meta, {})).toBe('/api/meta');
  });

  it('reads back what it fills, with one matcher for requests and files', () => {
    const parts = patternParts(FILES.ifscSearchAnswers);
    const path = fillPattern(FILES.ifscSearchAnswers, { prefix: 'code-sbin' });
    expect(matchParts(parts, path.split('/'), false)).toEqual({ prefix: 'code-sbin' });
    expect(patternParts('/pincode/:p1/:p2/').slice(2)).toEqual([{ name: 'p1', suffix: '' }, { name: 'p2', suffix: '' }, { literal: '' }]);
    // A colon not followed by a name is text, as fillPattern leaves it.
    expect(patternParts('/a/:1/:')).toEqual([{ literal: '' }, { literal: 'a' }, { literal: ':1' }, { literal: ':' }]);
    // A request's empty segment is the family's (its 400 or 404 answer); a file is never named by nothing.
    expect(matchRoute(['api', 'pincode', ''])).toMatchObject({ route: { name: 'compat-pincode' }, params: { pin: '' } });
    expect(matchParts(patternParts(FILES.compatPincode), '/api/pincode/'.split('/'), false)).toBeUndefined();
    expect(matchParts(parts, '/api/ifsc/search/answers/.json'.split('/'), true)).toEqual({ prefix: '' });
    expect(matchParts(parts, '/api/ifsc/search/answers/x.txt'.split('/'), true)).toBeUndefined();
  });
});

describe('patternMatcher', () => {
  const match = patternMatcher<string>(
    [
      ['/api/v1/pincode/:pin', 'pincode'],
      ['/:page/index.html', 'any page'],
      ['/state/index.html', 'state list'],
      ['/api/ifsc/unlisted/:shard.json', 'unlisted'],
    ],
    false,
  );

  it('answers the first pattern in the order given, across its groups', () => {
    expect(match(['state', 'index.html'])).toEqual({ value: 'any page', params: { page: 'state' } });
    expect(match(['api', 'v1', 'pincode', '110001'])).toEqual({ value: 'pincode', params: { pin: '110001' } });
    expect(match(['api', 'ifsc', 'unlisted', '7.json'])).toEqual({ value: 'unlisted', params: { shard: '7' } });
  });

  it('matches nothing of another segment count or first segment, and an empty segment only when allowed', () => {
    expect(match(['api', 'v1', 'pincode'])).toBeUndefined();
    expect(match(['ifsc', 'v1', 'pincode', '110001'])).toBeUndefined();
    expect(match(['api', 'v1', 'pincode', ''])).toBeUndefined();
    expect(patternMatcher([['/api/v1/pincode/:pin', 'pincode']], true)(['api', 'v1', 'pincode', ''])).toEqual({ value: 'pincode', params: { pin: '' } });
  });
});
