/**
 * The shipment form's values -> the API's request (one shipment: carrier, tracking number, the
 * chosen lines with one serial per firearm unit), and the request's problem paths back onto the
 * form's fields. Lines are keyed `l<id>` in the form (a bare number would make an array).
 */
import type { Carrier } from 'shared-contracts/domain/carriers';
import type { StaffShipRequest } from 'shared-contracts/schemas/staff-orders';
import type { OrderLine } from './orders-api';

export interface ShipValues {
  carrier: string;
  trackingNumber: string;
  quantities: Record<string, string>;
  serials: Record<string, string[]>;
}

export const lineKey = (line: { id: number }) => `l${line.id}`;

/** A quantity as typed: a whole number, else NaN. */
export const quantityOf = (typed: string | undefined) => (/^\s*\d+\s*$/.test(typed ?? '') ? Number(typed) : Number.NaN);

export function shipRequestOf(values: ShipValues, lines: OrderLine[]) {
  const chosen = lines.filter((line) => quantityOf(values.quantities[lineKey(line)]) > 0);
  const request: StaffShipRequest = {
    shipments: [
      {
        // As chosen; the schema refuses anything but a carrier before it is sent.
        carrier: values.carrier as Carrier,
        trackingNumber: values.trackingNumber.trim(),
        lines: chosen.map((line) => {
          const quantity = quantityOf(values.quantities[lineKey(line)]);
          return {
            orderItemId: line.id,
            quantity,
            ...(line.isFflItem ? { serials: (values.serials[lineKey(line)] ?? []).slice(0, quantity) } : {}),
          };
        }),
      },
    ],
  };
  return { request, chosen };
}

export type ShipField = 'carrier' | 'trackingNumber' | `quantities.${string}` | `serials.${string}.${number}`;

/**
 * Where a problem of the request shows: `shipments[0].lines[i]...` on the chosen line's quantity or
 * serials (the API's serial messages name the serial: shown on the field holding it), else on the
 * whole form ('').
 */
export function fieldOfProblem(path: string, message: string, chosen: OrderLine[], values: ShipValues): ShipField | '' {
  if (/\.carrier$/.test(path)) return 'carrier';
  if (/\.trackingNumber$/.test(path)) return 'trackingNumber';
  const onLine = /^shipments\[0\]\.lines\[(\d+)\](.*)$/.exec(path);
  const line = onLine ? chosen[Number(onLine[1])] : undefined;
  if (onLine && line) {
    const rest = onLine[2] ?? '';
    const serialIndex = /^\.serials\[(\d+)\]/.exec(rest);
    if (serialIndex) return `serials.${lineKey(line)}.${Number(serialIndex[1])}`;
    if (rest.startsWith('.serials') && line.isFflItem)
      return `serials.${lineKey(line)}.${serialNamed(message, values.serials[lineKey(line)])}`;
    return `quantities.${lineKey(line)}`;
  }
  if (path === 'serials') {
    for (const line of chosen) {
      const index = serialIndexIn(message, values.serials[lineKey(line)]);
      if (index >= 0) return `serials.${lineKey(line)}.${index}`;
    }
  }
  return '';
}

const normalise = (serial: string) => serial.trim().toUpperCase();

function serialIndexIn(message: string, typed: string[] | undefined): number {
  return (typed ?? []).findIndex((serial) => serial.trim() !== '' && message.includes(` ${normalise(serial)} `));
}

/** The serial a message names (e.g. "serial AB12 is not of the model's format"), else the first. */
function serialNamed(message: string, typed: string[] | undefined): number {
  return Math.max(0, serialIndexIn(message, typed));
}
