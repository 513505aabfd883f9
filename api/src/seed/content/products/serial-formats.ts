/**
 * Each seeded firearm model's serial number format as Halvorsen Arms marks it (`#` a digit, `@` a
 * letter), and the calibre the disposition record names where no sku option says it (issue 30).
 * The builder adds these to the skus' compliance attributes; migration 023 gives a frozen copy to a database
 * seeded before it. Shipments check every serial against its model's format.
 */
export const FIREARM_SERIALS: Record<string, { serialFormat: string; caliber?: string }> = {
  'bridger-hr1': { serialFormat: 'HA-BR-######' },
  // The limited edition is numbered HE001 to HE250 on the floor plate (its product page says so).
  'bridger-hr1-ember-edition': { serialFormat: 'HE###', caliber: '6.5 Creedmoor' },
  'beartooth-mountain': { serialFormat: 'HA-BT-######' },
  'absaroka-prc': { serialFormat: 'HA-AP-######' },
  'gallatin-carbine': { serialFormat: 'HA-GC-######' },
  'madison-lever': { serialFormat: 'HA-ML-######' },
  'yellowstone-rimfire': { serialFormat: 'HA-YR-######' },
  'ha15-stripped-lower': { serialFormat: 'HA-15-######', caliber: 'Multi' },
  'sentinel-9-compact': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'sentinel-9-full': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'ridgeline-10': { serialFormat: 'HA-RT-######', caliber: '10mm Auto' },
  'tern-380': { serialFormat: 'HA-TN-######', caliber: '.380 ACP' },
  'highline-1911': { serialFormat: 'HA-HL-######' },
  'sentinel-fcu': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'absaroka-30-suppressor': { serialFormat: 'HA-SX-######', caliber: '.30' },
};
