/**
 * Serial numbers at shipment (issue 30, item 5): a shipment that takes firearm units carries one
 * serial per unit, each of its model's format (the catalogue's `serialFormat`), never one the record
 * already shows disposed of; each becomes a disposition entry to the receiving licensee, written in
 * the shipment's transaction through the disposition module.
 *
 * The checks answer in this order: 400 for a missing, extra, repeated or ill-formed serial (naming
 * the line), then 409 for a serial already disposed of or a receiving licence without its number.
 */
import { matchesSerialFormat, normaliseSerial } from 'shared-contracts/domain/compliance';
import type { FirearmType } from 'shared-contracts/schemas/disposition';
import { STAFF_ORDER_MESSAGES as M } from 'shared-contracts/schemas/staff-orders';
import type { Db } from '../../platform/db/index';
import type { CatalogSkuOption } from '../../platform/db/tables/platform';
import { badRequest, conflict } from '../../platform/http-errors';
import { type FirearmFacts, firearmFactsOf } from '../catalog/index';
import { alreadyDisposed, type ShipmentDisposition } from '../disposition/index';
import { latestVerification, type lockOrder } from './queries';

/** The licensed manufacturer whose record this is (the shop sells its own firearms). */
export const MANUFACTURER = 'Halvorsen Arms';

export const DISPOSITION_SHIP_MESSAGES = {
  notFirearm: (line: number) => `Line ${line} is not a firearm: it takes no serial numbers`,
  noCaliber: (line: number) => `Line ${line}: the catalogue names no calibre for this model`,
  licenceNumberMissing:
    "The receiving dealer's FFL number is not on record: verify the FFL again with the licence number",
  notVerified: "The receiving dealer's licence is not verified",
} as const;

const FIREARM_CLASSES = new Set(['long-gun', 'handgun', 'receiver', 'nfa-item']);

/** The A&D record's type for a catalogue class (the seeded long guns are rifles, the handguns pistols). */
function firearmTypeOf(facts: FirearmFacts | undefined): FirearmType {
  switch (facts?.nfaKind) {
    case 'suppressor':
      return 'silencer';
    case 'short-barrelled-rifle':
      return 'short-barrelled rifle';
    case 'short-barrelled-shotgun':
      return 'short-barrelled shotgun';
    case 'any-other-weapon':
      return 'any other weapon';
  }
  if (facts?.itemClass === 'handgun') return 'pistol';
  if (facts?.itemClass === 'receiver') return 'receiver';
  return 'rifle';
}

/** A shipped line as the plan has it: the units and the serials typed for them. */
export interface ShippedLine {
  orderItemId: number;
  quantity: number;
  serials?: string[];
}

export interface OrderLine {
  id: number;
  sku: string;
  product_name: string;
  options: CatalogSkuOption[] | unknown;
  is_ffl_item: boolean;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

const optionCaliber = (options: unknown) =>
  Array.isArray(options)
    ? (options as CatalogSkuOption[]).find((o) => /^calib(re|er)$/i.test(o.label))?.value
    : undefined;

/** Who receives the firearms: the verified dealer's name, address and FFL number. */
async function receivingLicensee(trx: Db, order: OrderRow) {
  const verified = await latestVerification(trx, order.id);
  if (!verified) throw conflict(DISPOSITION_SHIP_MESSAGES.notVerified);
  if (!verified.ffl_number) throw conflict(DISPOSITION_SHIP_MESSAGES.licenceNumberMissing);
  const fromDirectory = verified.method === 'directory' && verified.name;
  const name = (fromDirectory ? verified.name : order.dealer_name) ?? '';
  const parts = fromDirectory
    ? [verified.address1, verified.city, `${verified.state ?? ''} ${verified.zip ?? ''}`.trim()]
    : [order.dealer_address, order.dealer_city, `${order.dealer_state ?? ''} ${order.dealer_zip ?? ''}`.trim()];
  const address = parts.filter((part) => part).join(', ');
  return { name: name.slice(0, 200), address: address.slice(0, 500), fflNumber: verified.ffl_number };
}

/**
 * The disposition entries for the planned shipments (one list per shipment), after every check;
 * nothing is written here. Locks the serials for the transaction (see alreadyDisposed).
 */
export async function planDispositions(
  trx: Db,
  order: OrderRow,
  items: OrderLine[],
  shipments: Array<{ lines: ShippedLine[] }>,
): Promise<ShipmentDisposition[][]> {
  const facts = await firearmFactsOf(
    trx,
    items.map((item) => item.sku),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const isFirearm = (item: OrderLine) =>
    item.is_ffl_item || FIREARM_CLASSES.has(facts.get(item.sku)?.itemClass ?? 'accessory');
  const seen = new Set<string>();
  const perShipment: Array<Array<{ item: OrderLine; serial: string }>> = [];
  shipments.forEach((shipment, s) => {
    const units: Array<{ item: OrderLine; serial: string }> = [];
    shipment.lines.forEach((line, l) => {
      const item = byId.get(line.orderItemId);
      if (!item) return;
      const field = `shipments[${s}].lines[${l}].serials`;
      if (!isFirearm(item)) {
        if (line.serials?.length)
          throw badRequest(DISPOSITION_SHIP_MESSAGES.notFirearm(item.id), {
            [field]: [DISPOSITION_SHIP_MESSAGES.notFirearm(item.id)],
          });
        return;
      }
      if (line.serials?.length !== line.quantity) {
        const message = M.serialsNeeded(item.id, line.quantity);
        throw badRequest(message, { [field]: [message] });
      }
      const format = facts.get(item.sku)?.serialFormat;
      for (const typed of line.serials) {
        const serial = normaliseSerial(typed);
        if (format && !matchesSerialFormat(serial, format)) {
          const message = M.serialFormat(item.id, serial, format);
          throw badRequest(message, { [field]: [message] });
        }
        if (seen.has(serial)) throw badRequest(M.serialDuplicate(serial), { [field]: [M.serialDuplicate(serial)] });
        seen.add(serial);
        units.push({ item, serial });
      }
    });
    perShipment.push(units);
  });
  if (seen.size === 0) return perShipment.map(() => []);

  const disposed = await alreadyDisposed(trx, [...seen]);
  if (disposed.length > 0) {
    const message = M.serialDisposed(disposed[0] as string);
    throw conflict(message, { serials: disposed.map(M.serialDisposed) });
  }
  const party = await receivingLicensee(trx, order);
  const date = new Date().toISOString().slice(0, 10);
  return perShipment.map((units) =>
    units.map(({ item, serial }) => {
      const caliber = optionCaliber(item.options) ?? facts.get(item.sku)?.caliber;
      if (!caliber) throw conflict(DISPOSITION_SHIP_MESSAGES.noCaliber(item.id));
      return {
        date,
        serial,
        manufacturer: MANUFACTURER,
        model: item.product_name,
        type: firearmTypeOf(facts.get(item.sku)),
        caliber,
        party,
        orderId: order.id,
      };
    }),
  );
}
