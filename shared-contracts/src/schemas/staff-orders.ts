/**
 * The back office's order, inventory and customer requests (issue 29): the list filters, notes, FFL
 * verification, shipments, cancel, refunds, stock adjustments and the customer lookup. The API
 * validates with these definitions and the staff remote's forms will too (same messages).
 */
import { array, boolean, type InferType, number, object, string } from 'yup';
import { CARRIERS, TRACKING_NUMBER } from '../domain/carriers';
import { ORDER_STATUSES } from '../domain/order-states';
import { bounded, requiredText } from './auth';
import { FFL_NUMBER_PATTERN } from './dealer-registration';
import { DISPOSITION_MESSAGES } from './disposition';
import { STAFF_LIMITS, STAFF_MESSAGES } from './staff';

export const STAFF_ORDER_LIMITS = {
  note: 2000,
  reason: 500,
  linesPerRequest: 100,
  shipmentsPerRequest: 10,
  pageSizeMax: 100,
  pageSizeDefault: 25,
  lowStockDefault: 5,
  adjustmentMax: 100_000,
} as const;

export const STAFF_ORDER_MESSAGES = {
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  carrierInvalid: `Carrier must be one of ${CARRIERS.join(', ')}`,
  trackingInvalid: 'Tracking number must be 4 to 40 letters, digits or dashes',
  lineInvalid: 'Each line needs an order line id and a quantity of at least 1',
  linesRequired: 'Give at least one line',
  amountInvalid: 'Amount must be a dollar amount above 0 with at most 2 decimals',
  reasonInvalid: 'Reason must be received, damaged or count correction',
  deltaInvalid: `Change must be a whole number from -${STAFF_ORDER_LIMITS.adjustmentMax} to ${STAFF_ORDER_LIMITS.adjustmentMax}, not 0`,
  dateInvalid: 'Dates must be YYYY-MM-DD',
  yesNo: 'Must be true or false',
  dealerInvalid: 'Dealer must be a directory dealer id',
  /** The disposition record of the firearm's shipment names the receiving licence. */
  fflNumberRequired: 'Enter the FFL number the licence copy shows',
  fflNumberInvalid: DISPOSITION_MESSAGES.fflNumber,
  searchRequired: 'Give an e-mail or a name to look up',
  refundWhat: 'Say what to refund: whole, lines or an amount',
  serialInvalid: 'Serial numbers are letters, digits and dashes, 40 at most',
  serialsCount: 'Give one serial number per unit shipped',
  serialsNeeded: (line: number, units: number) =>
    `Line ${line} is a firearm: give ${units} serial number(s), one per unit`,
  serialFormat: (line: number, serial: string, format: string) =>
    `Line ${line}: serial ${serial} is not of the model's format ${format}`,
  serialDuplicate: (serial: string) => `Serial ${serial} is given twice`,
  serialDisposed: (serial: string) => `Serial ${serial} is already in the disposition record`,
} as const;

const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);
const dateOnly = () =>
  string()
    .transform(blankToUndefined)
    .matches(/^\d{4}-\d{2}-\d{2}$/, STAFF_ORDER_MESSAGES.dateInvalid)
    .test('real-date', STAFF_ORDER_MESSAGES.dateInvalid, (v) => v === undefined || !Number.isNaN(Date.parse(v)));
const page = () =>
  number()
    .transform(blankToUndefined)
    .typeError(STAFF_MESSAGES.pageInvalid)
    .integer(STAFF_MESSAGES.pageInvalid)
    .min(1, STAFF_MESSAGES.pageInvalid)
    .max(1_000_000, STAFF_MESSAGES.pageInvalid)
    .default(1);
const pageSize = () =>
  number()
    .transform(blankToUndefined)
    .typeError(STAFF_MESSAGES.pageSizeInvalid)
    .integer(STAFF_MESSAGES.pageSizeInvalid)
    .min(1, STAFF_MESSAGES.pageSizeInvalid)
    .max(STAFF_ORDER_LIMITS.pageSizeMax, STAFF_MESSAGES.pageSizeInvalid)
    .default(STAFF_ORDER_LIMITS.pageSizeDefault);
const yesNo = () =>
  string().transform(blankToUndefined).oneOf(['true', 'false'], STAFF_ORDER_MESSAGES.yesNo).optional();

/** GET /staff/orders: status, placed from/to (dates), FFL or not, search (order number, e-mail, name), paging. */
export const staffOrderListQuerySchema = object({
  status: string()
    .transform(blankToUndefined)
    .oneOf([...ORDER_STATUSES, undefined], STAFF_ORDER_MESSAGES.statusInvalid)
    .optional(),
  from: dateOnly().optional(),
  to: dateOnly().optional(),
  ffl: yesNo(),
  q: bounded('Search', STAFF_LIMITS.filterText).transform(blankToUndefined).optional(),
  page: page(),
  pageSize: pageSize(),
});
export type StaffOrderListQuery = InferType<typeof staffOrderListQuerySchema>;

/** POST /staff/orders/{id}/notes. */
export const staffOrderNoteSchema = object({ body: requiredText('Note', STAFF_ORDER_LIMITS.note) });

const line = () =>
  object({
    orderItemId: number()
      .typeError(STAFF_ORDER_MESSAGES.lineInvalid)
      .integer(STAFF_ORDER_MESSAGES.lineInvalid)
      .min(1, STAFF_ORDER_MESSAGES.lineInvalid)
      .max(2_147_483_647, STAFF_ORDER_MESSAGES.lineInvalid)
      .required(STAFF_ORDER_MESSAGES.lineInvalid),
    quantity: number()
      .typeError(STAFF_ORDER_MESSAGES.lineInvalid)
      .integer(STAFF_ORDER_MESSAGES.lineInvalid)
      .min(1, STAFF_ORDER_MESSAGES.lineInvalid)
      .max(10_000, STAFF_ORDER_MESSAGES.lineInvalid)
      .required(STAFF_ORDER_MESSAGES.lineInvalid),
  })
    .noUnknown(STAFF_ORDER_MESSAGES.lineInvalid)
    .strict();
/** A serial as typed: surrounding spaces and lower case are allowed (the server trims and upper-cases). */
const SERIAL_AS_TYPED = /^\s*[A-Za-z0-9][A-Za-z0-9-]{0,39}\s*$/;
/** A shipped line: firearm lines carry one serial number per unit (checked against the model's format). */
const shippedLine = () =>
  line()
    .shape({
      serials: array(
        string()
          .strict()
          .typeError(STAFF_ORDER_MESSAGES.serialInvalid)
          .test('text', STAFF_ORDER_MESSAGES.serialInvalid, (v) => v === undefined || typeof v === 'string')
          .max(60, STAFF_ORDER_MESSAGES.serialInvalid)
          .matches(SERIAL_AS_TYPED, STAFF_ORDER_MESSAGES.serialInvalid)
          .required(STAFF_ORDER_MESSAGES.serialInvalid),
      )
        .strict()
        .typeError(STAFF_ORDER_MESSAGES.serialsCount)
        .max(1000, STAFF_ORDER_MESSAGES.serialsCount)
        .optional(),
    })
    .test(
      'one-per-unit',
      STAFF_ORDER_MESSAGES.serialsCount,
      (value) => value?.serials === undefined || value.serials.length === value.quantity,
    );
const lines = () =>
  array(line())
    .typeError(STAFF_ORDER_MESSAGES.lineInvalid)
    .max(STAFF_ORDER_LIMITS.linesPerRequest, STAFF_ORDER_MESSAGES.lineInvalid);

/** POST /staff/orders/{id}/ffl/directory: the receiving dealer is this directory dealer (licence on file). */
export const staffFflDirectorySchema = object({
  dealerId: string()
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, STAFF_ORDER_MESSAGES.dealerInvalid)
    .required(STAFF_ORDER_MESSAGES.dealerInvalid),
});

/**
 * POST /staff/orders/{id}/ffl/upload (multipart): the licence copy's expiry and number (the file is
 * `licence`). The number is required: shipping the firearm writes it into the disposition record,
 * which refuses a shipment without it.
 */
export const staffFflUploadSchema = object({
  expiresOn: dateOnly().required(STAFF_ORDER_MESSAGES.dateInvalid),
  fflNumber: bounded('FFL number', 40)
    .trim()
    .required(STAFF_ORDER_MESSAGES.fflNumberRequired)
    .matches(FFL_NUMBER_PATTERN, STAFF_ORDER_MESSAGES.fflNumberInvalid),
});

/** POST /staff/orders/{id}/shipments: one or more shipments; a shipment without lines takes every unshipped unit. */
export const staffShipSchema = object({
  shipments: array(
    object({
      carrier: string()
        .oneOf([...CARRIERS], STAFF_ORDER_MESSAGES.carrierInvalid)
        .required(STAFF_ORDER_MESSAGES.carrierInvalid),
      trackingNumber: string()
        .matches(TRACKING_NUMBER, STAFF_ORDER_MESSAGES.trackingInvalid)
        .required(STAFF_ORDER_MESSAGES.trackingInvalid),
      /** Firearm lines: `serials`, one per unit shipped. */
      lines: array(shippedLine())
        .typeError(STAFF_ORDER_MESSAGES.lineInvalid)
        .max(STAFF_ORDER_LIMITS.linesPerRequest, STAFF_ORDER_MESSAGES.lineInvalid)
        .optional(),
    })
      .noUnknown()
      .strict(),
  )
    .typeError(STAFF_ORDER_MESSAGES.linesRequired)
    .min(1, STAFF_ORDER_MESSAGES.linesRequired)
    .max(STAFF_ORDER_LIMITS.shipmentsPerRequest, STAFF_ORDER_MESSAGES.linesRequired)
    .required(STAFF_ORDER_MESSAGES.linesRequired),
});
export type StaffShipRequest = InferType<typeof staffShipSchema>;

/** POST /staff/orders/{id}/cancel. */
export const staffCancelSchema = object({
  reason: requiredText('Reason', STAFF_ORDER_LIMITS.reason),
});

/**
 * POST /staff/orders/{id}/refunds: by lines (their price), by amount (dollars as text, e.g. "12.50"),
 * both (that amount for those lines), or `whole: true` (whatever is left of the captured total).
 * `restock` puts the lines' units back in stock.
 */
export const staffRefundSchema = object({
  amount: string()
    .transform(blankToUndefined)
    .matches(/^\d{1,7}(\.\d{1,2})?$/, STAFF_ORDER_MESSAGES.amountInvalid)
    .test('positive', STAFF_ORDER_MESSAGES.amountInvalid, (v) => v === undefined || Number(v) > 0)
    .optional(),
  lines: lines().optional(),
  restock: boolean().strict().typeError(STAFF_ORDER_MESSAGES.yesNo).default(false),
  reason: bounded('Reason', STAFF_ORDER_LIMITS.reason).transform(blankToUndefined).optional(),
  /** Refund whatever is left of the captured payment (say so: an empty request refunds nothing). */
  whole: boolean().strict().typeError(STAFF_ORDER_MESSAGES.yesNo).optional(),
}).test(
  'what',
  STAFF_ORDER_MESSAGES.refundWhat,
  (value) => value?.whole === true || value?.amount !== undefined || (value?.lines?.length ?? 0) > 0,
);
export type StaffRefundRequest = InferType<typeof staffRefundSchema>;

/** GET /staff/inventory: search (sku or product name), low stock only (at or below `threshold`), paging. */
export const staffInventoryQuerySchema = object({
  q: bounded('Search', STAFF_LIMITS.filterText).transform(blankToUndefined).optional(),
  lowStock: yesNo(),
  threshold: number()
    .transform(blankToUndefined)
    .typeError('Threshold must be a whole number from 0 to 10,000')
    .integer('Threshold must be a whole number from 0 to 10,000')
    .min(0, 'Threshold must be a whole number from 0 to 10,000')
    .max(10_000, 'Threshold must be a whole number from 0 to 10,000')
    .default(STAFF_ORDER_LIMITS.lowStockDefault),
  page: page(),
  pageSize: pageSize(),
});
export type StaffInventoryQuery = InferType<typeof staffInventoryQuerySchema>;

export const INVENTORY_REASONS = ['received', 'damaged', 'count correction'] as const;

/** POST /staff/inventory/{sku}/adjustments: a change of the stock (+ received, - damaged) with its reason. */
export const staffAdjustmentSchema = object({
  delta: number()
    .strict()
    .typeError(STAFF_ORDER_MESSAGES.deltaInvalid)
    .integer(STAFF_ORDER_MESSAGES.deltaInvalid)
    .min(-STAFF_ORDER_LIMITS.adjustmentMax, STAFF_ORDER_MESSAGES.deltaInvalid)
    .max(STAFF_ORDER_LIMITS.adjustmentMax, STAFF_ORDER_MESSAGES.deltaInvalid)
    .notOneOf([0], STAFF_ORDER_MESSAGES.deltaInvalid)
    .required(STAFF_ORDER_MESSAGES.deltaInvalid),
  reason: string()
    .oneOf([...INVENTORY_REASONS], STAFF_ORDER_MESSAGES.reasonInvalid)
    .required(STAFF_ORDER_MESSAGES.reasonInvalid),
  note: bounded('Note', STAFF_ORDER_LIMITS.reason).transform(blankToUndefined).optional(),
});
export type StaffAdjustmentRequest = InferType<typeof staffAdjustmentSchema>;

/** GET /staff/customers?q=: an e-mail (or part of one) or a name, 2 characters at least; none finds nobody. */
export const staffCustomerQuerySchema = object({
  q: bounded('Search', STAFF_LIMITS.filterText)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .transform(blankToUndefined)
    .min(2, STAFF_ORDER_MESSAGES.searchRequired)
    .optional(),
});
