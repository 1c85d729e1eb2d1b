import { describe, expect, it } from 'vitest';
import { pathSegments } from './safe-path.js';

describe('pathSegments', () => {
  it('decodes ordinary paths', () => {
    expect(pathSegments('/api/postoffice/Baroda%20House')).toEqual(['api', 'postoffice', 'Baroda House']);
    expect(pathSegments('/pincode/110001/')).toEqual(['pincode', '110001', '']);
    expect(pathSegments('/')).toEqual(['']);
  });
  it.each([
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/pincode/..',
    '/api/postoffice/a%2Fb',
    '/api/postoffice/a%5Cb',
    '/api/postoffice/a%00b',
    '/api/postoffice/%E0%A4',
    '/api//pincode',
    'relative/path',
  ])('refuses %j', (path) => {
    expect(pathSegments(path)).toBeNull();
  });
});
