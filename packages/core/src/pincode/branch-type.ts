/** The v1 short code of a post office's type. */
export type BranchCode = 'HO' | 'SO' | 'BO';

/** Long labels of the compatible `BranchType` field, by short code. */
export const BRANCH_TYPE_LABELS: Readonly<Record<BranchCode, string>> = {
  HO: 'Head Post Office',
  SO: 'Sub Post Office',
  BO: 'Branch Post Office',
};

/**
 * Maps India Post's `officetype` column to the v1 short code. This edition writes
 * sub offices as `PO`; older ones as `SO`. Returns `null` for anything else.
 *
 * @example
 * parseBranchType('PO') // 'SO'
 * parseBranchType('b.o') // 'BO'
 */
export function parseBranchType(officeType: string): BranchCode | null {
  switch (officeType.replace(/[\s.]/g, '').toUpperCase()) {
    case 'HO':
    case 'HPO':
    case 'GPO':
      return 'HO';
    case 'PO':
    case 'SO':
    case 'SPO':
      return 'SO';
    case 'BO':
    case 'BPO':
      return 'BO';
    default:
      return null;
  }
}

/** The two labels of the `DeliveryStatus` field. */
export type DeliveryStatus = 'Delivery' | 'Non-Delivery';

/**
 * Maps the `delivery` column (`Delivery`, `Non Delivery`, `Non-Delivery`, any case) to
 * its label. Returns `null` for anything else.
 *
 * @example
 * parseDeliveryStatus('Non Delivery') // 'Non-Delivery'
 */
export function parseDeliveryStatus(delivery: string): DeliveryStatus | null {
  const compact = delivery.replace(/[\s_-]/g, '').toLowerCase();
  if (compact === 'delivery') return 'Delivery';
  if (compact === 'nondelivery') return 'Non-Delivery';
  return null;
}
