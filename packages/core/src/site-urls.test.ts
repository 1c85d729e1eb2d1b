import { describe, expect, it } from 'vitest';
import { coordinateText, createSiteUrls, mapUrl } from './site-urls.js';

describe('page URLs', () => {
  it('put each office under its PIN code page, for any order of calls', () => {
    const urls = createSiteUrls('https://pin.example.org/');
    expect([urls.postOffice('110001', 'baroda-house'), urls.postOffice('110002', 'a'), urls.postOffice('110001', 'b')]).toEqual([
      'https://pin.example.org/pincode/110001/baroda-house/',
      'https://pin.example.org/pincode/110002/a/',
      'https://pin.example.org/pincode/110001/b/',
    ]);
    expect(urls.bankDistrict('sbi', 'delhi', 'new-delhi')).toBe('https://pin.example.org/ifsc/bank/sbi/delhi/new-delhi/');
  });
});

describe('coordinates as text', () => {
  it('equal String() for every whole number of 1e-7 degrees, and for any other number', () => {
    const samples = [0, 1, 10, 99.9999999, 1.0000001, 28.6174167, 77.2, 214.7483647, 214.7483648, -5.5, 1e-7, 0.1 + 0.2, 12.3456789012, Number.NaN];
    // A fixed pseudo-random sequence (a linear congruential generator): the same samples every run.
    let seed = 1;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 5000; i++) samples.push((next() - 1e9) / 1e7, next() / 1e7, next() / 3e6);
    expect(samples.filter((x) => coordinateText(x) !== String(x))).toEqual([]);
  });
  it('make the map link', () => {
    expect(mapUrl(28.6174167, 77.21)).toBe('https://www.openstreetmap.org/?mlat=28.6174167&mlon=77.21#map=16/28.6174167/77.21');
    expect(mapUrl(null, 77.21)).toBe('');
  });
});
