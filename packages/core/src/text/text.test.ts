import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace.js';
import { cleanField } from './missing.js';
import { toTitleCase } from './title-case.js';
import { plainSlug, toSlug, uniqueSlugs } from './slug.js';

describe('collapseWhitespace', () => {
  it('collapses runs and trims', () => {
    expect(collapseWhitespace('  Nangloi   III S.O ')).toBe('Nangloi III S.O');
    expect(collapseWhitespace('a\t\nb')).toBe('a b');
  });
});

describe('cleanField', () => {
  it('turns placeholders into empty strings', () => {
    for (const placeholder of ['NA', ' na ', '', 'N/A', 'NULL', '-']) expect(cleanField(placeholder)).toBe('');
    expect(cleanField(undefined)).toBe('');
    expect(cleanField('NAGPUR')).toBe('NAGPUR');
  });
});

describe('toTitleCase', () => {
  it('keeps and/of/the lower case inside a name only', () => {
    expect(toTitleCase('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('The Dadra and Nagar Haveli and Daman and Diu');
    expect(toTitleCase('ANDAMAN AND NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(toTitleCase('JAMMU AND KASHMIR')).toBe('Jammu and Kashmir');
  });
  it('capitalises after hyphens, dots and brackets', () => {
    expect(toTitleCase('JANJGIR-CHAMPA')).toBe('Janjgir-Champa');
    expect(toTitleCase('KAIMUR (BHABUA)')).toBe('Kaimur (Bhabua)');
    expect(toTitleCase('S.A.S Nagar')).toBe('S.A.S Nagar');
    expect(toTitleCase('24 PARAGANAS NORTH')).toBe('24 Paraganas North');
  });
});

describe('toSlug', () => {
  it('makes lower-case ASCII runs joined by single hyphens', () => {
    expect(toSlug('Bowbazar (Kolkata)')).toBe('bowbazar-kolkata');
    expect(toSlug('S.A.S Nagar')).toBe('s-a-s-nagar');
    expect(toSlug('  --Café  Road-- ')).toBe('cafe-road');
    expect(toSlug('The Dadra and Nagar Haveli and Daman and Diu')).toBe('the-dadra-and-nagar-haveli-and-daman-and-diu');
  });
  it('numbers clashes within a scope', () => {
    expect(uniqueSlugs(['Rampur', 'Rampur', 'RAMPUR', 'Ram-pur'])).toEqual(['rampur', 'rampur-2', 'rampur-3', 'ram-pur']);
  });
  it('never returns an empty slug', () => {
    expect(uniqueSlugs(['***'])).toEqual(['unnamed']);
  });
  it('equals plainSlug on ASCII names, which does not transliterate', () => {
    for (const name of ['Bowbazar (Kolkata)', '  --S.A.S  Nagar-- ', '-', 'Gpo', 'A&B']) expect(plainSlug(name)).toBe(toSlug(name));
    expect([plainSlug('Café Road'), toSlug('Café Road')]).toEqual(['caf-road', 'cafe-road']);
  });
});
