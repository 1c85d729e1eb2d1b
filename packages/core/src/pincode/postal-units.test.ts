import { describe, expect, it } from 'vitest';
import { cleanCircleName, cleanDivisionName, cleanRegionName } from './postal-units.js';
import { BRANCH_TYPE_LABELS, parseBranchType, parseDeliveryStatus } from './branch-type.js';

describe('postal unit names', () => {
  it('drops the Circle word', () => {
    expect(cleanCircleName('Delhi Circle')).toBe('Delhi');
    expect(cleanCircleName('APS CIRCLE')).toBe('APS');
  });
  it('drops the Division words', () => {
    expect(cleanDivisionName('New Delhi Central Division')).toBe('New Delhi Central');
    expect(cleanDivisionName('Gautam Buddha Nagar Division office')).toBe('Gautam Buddha Nagar');
    expect(cleanDivisionName('DAVANAGERE DIVISION')).toBe('DAVANAGERE');
    expect(cleanDivisionName('Divisional Office Katihar')).toBe('Katihar');
  });
  it('drops the Region words and resolves DivReportingCircle', () => {
    expect(cleanRegionName('Lucknow  HQ Region', 'Uttar Pradesh')).toBe('Lucknow HQ');
    expect(cleanRegionName('Prayagraj Regional Office', 'Uttar Pradesh')).toBe('Prayagraj');
    expect(cleanRegionName('JAMMU RN', 'Jammu Kashmir')).toBe('JAMMU');
    expect(cleanRegionName('DivReportingCircle', 'Delhi')).toBe('Delhi');
  });
});

describe('branch type and delivery', () => {
  it('maps office types to the three codes', () => {
    expect(parseBranchType('HO')).toBe('HO');
    expect(parseBranchType('PO')).toBe('SO');
    expect(parseBranchType('SO')).toBe('SO');
    expect(parseBranchType('BO')).toBe('BO');
    expect(parseBranchType('XO')).toBeNull();
    expect(Object.values(BRANCH_TYPE_LABELS)).toEqual(['Head Post Office', 'Sub Post Office', 'Branch Post Office']);
  });
  it('maps delivery to its two labels', () => {
    expect(parseDeliveryStatus('Delivery')).toBe('Delivery');
    expect(parseDeliveryStatus('Non Delivery')).toBe('Non-Delivery');
    expect(parseDeliveryStatus('Maybe')).toBeNull();
  });
});
