/** ALL database access of the compliance module: the catalogue's compliance columns of some skus. */
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import type { Db } from '../../platform/db/index';

export interface SkuCompliance {
  sku: string;
  attributes: ComplianceAttributes;
  isFflItem: boolean;
  restrictedStates: string[];
  restrictedZips: string[];
}

/** The skus found, by sku (a sku not in the catalogue is absent). */
export async function findSkuCompliance(db: Db, skus: string[]): Promise<Map<string, SkuCompliance>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_skus')
    .select([
      'sku',
      'item_class',
      'ammunition_class',
      'magazine_capacity',
      'magazine_platform',
      'nfa_kind',
      'roster_status',
      'is_ffl_item',
      'restricted_states',
      'restricted_zips',
    ])
    .where('sku', 'in', [...new Set(skus)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        sku: row.sku,
        attributes: {
          itemClass: row.item_class,
          ammunitionClass: row.ammunition_class,
          magazineCapacity: row.magazine_capacity,
          magazinePlatform: row.magazine_platform,
          nfaKind: row.nfa_kind,
          rosterStatus: row.roster_status,
        },
        isFflItem: row.is_ffl_item,
        restrictedStates: row.restricted_states,
        restrictedZips: row.restricted_zips,
      },
    ]),
  );
}
