/**
 * The 3D experience's bridge (spec 001 §2, §4, §5, §8, §9): the messages the embedded canvas
 * document (its own page in an iframe, as a game-engine export would be) and its host page send
 * each other with `postMessage`, typed here and checked at run time on both sides, because a
 * message is data from another document and nothing about it can be trusted by type alone.
 *
 * Canvas → host: `progress` (0..1), `registerBridge` (the canvas side listens), `guestSession`
 * (its guest session id, which must begin with `gid_`), `addBuildToCart` (the visitor's build).
 * Host → canvas: `configure` (the product and its prices), `cartResult` (answer to an add) and
 * `registeredBridge` (sent once both sides are ready).
 */

/** Guest session ids begin with this (spec 001 §5, §9). */
export const GUEST_ID_PREFIX = 'gid_';
/** A failed send is retried after this many milliseconds (spec 001 §4, §9). */
export const BRIDGE_RETRY_MS = 500;
/** Notes of a cart line are at most this long (the cart-line schema's limit). */
export const BUILD_NOTES_MAX = 500;

export function isGuestSessionId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(GUEST_ID_PREFIX) && value.length > GUEST_ID_PREFIX.length;
}

// ---- what the host tells the canvas about the product ------------------------------------

export interface BuilderOption {
  id: number;
  title: string;
}

export interface BuilderVariantType {
  /** The variant type's key (`calibre`, `barrel_length`, `finish`). */
  fieldName: string;
  label: string;
  options: BuilderOption[];
}

export interface BuilderSku {
  sku: string;
  /** One option id per variant type. */
  optionIds: number[];
  /** Original and final price from the API's price list; null when the list has no row. */
  price: number | null;
  finalPrice: number | null;
  quantity: number;
}

export interface BuilderAddOn {
  id: number;
  label: string;
  price: number;
}

export interface BuilderProduct {
  slug: string;
  title: string;
  subtitle: string;
  variantTypes: BuilderVariantType[];
  skus: BuilderSku[];
  addOns: BuilderAddOn[];
}

// ---- what the canvas sends back ----------------------------------------------------------

/**
 * The visitor's build as the canvas describes it: which sku and add-ons. The host reads names and
 * prices from its own copy of the product and writes the cart line's notes from them.
 */
export interface BuilderBuild {
  /** `bld_` plus a random part, made by the canvas. */
  buildId: string;
  sku: string;
  addOnIds: number[];
}

export type CanvasMessage =
  | { type: 'progress'; progress: number }
  | { type: 'registerBridge' }
  | { type: 'guestSession'; guestId: string }
  | { type: 'addBuildToCart'; build: BuilderBuild };

export type HostMessage =
  | { type: 'registeredBridge' }
  | { type: 'configure'; product: BuilderProduct }
  | { type: 'cartResult'; buildId: string; ok: boolean };

export type CanvasMessageType = CanvasMessage['type'];
export type HostMessageType = HostMessage['type'];

export const CANVAS_MESSAGE_TYPES: readonly CanvasMessageType[] = [
  'progress',
  'registerBridge',
  'guestSession',
  'addBuildToCart',
];
export const HOST_MESSAGE_TYPES: readonly HostMessageType[] = ['registeredBridge', 'configure', 'cartResult'];

/** Why a message was refused; the bridge logs it (spec 001 §8: unknown or missing type logged). */
export type BridgeParseResult<M> =
  | { ok: true; message: M }
  | { ok: false; reason: 'missing-type' | 'unknown-type' | 'invalid'; type?: string; detail: string };

// ---- run-time checks ---------------------------------------------------------------------

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown): v is number => Number.isInteger(v);
const isPriceOrNull = (v: unknown): v is number | null => v === null || (isNumber(v) && v >= 0);
const arrayOf =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(check);

const isOption = (v: unknown): v is BuilderOption => isObject(v) && isId(v.id) && isString(v.title);
const isVariantType = (v: unknown): v is BuilderVariantType =>
  isObject(v) && isString(v.fieldName) && isString(v.label) && arrayOf(isOption)(v.options);
const isSku = (v: unknown): v is BuilderSku =>
  isObject(v) &&
  isString(v.sku) &&
  arrayOf(isId)(v.optionIds) &&
  isPriceOrNull(v.price) &&
  isPriceOrNull(v.finalPrice) &&
  isNumber(v.quantity);
const isAddOn = (v: unknown): v is BuilderAddOn =>
  isObject(v) && isId(v.id) && isString(v.label) && isNumber(v.price) && v.price >= 0;

export function isBuilderProduct(v: unknown): v is BuilderProduct {
  return (
    isObject(v) &&
    isString(v.slug) &&
    isString(v.title) &&
    isString(v.subtitle) &&
    arrayOf(isVariantType)(v.variantTypes) &&
    arrayOf(isSku)(v.skus) &&
    arrayOf(isAddOn)(v.addOns)
  );
}

export function isBuilderBuild(v: unknown): v is BuilderBuild {
  return (
    isObject(v) &&
    isString(v.buildId) &&
    v.buildId.length > 0 &&
    v.buildId.length <= 64 &&
    isString(v.sku) &&
    v.sku.length > 0 &&
    arrayOf(isId)(v.addOnIds)
  );
}

/** Field checks per type; the guest id's prefix is a rule of the host, checked there and logged. */
const CANVAS_CHECKS: Record<CanvasMessageType, (m: Json) => boolean> = {
  progress: (m) => isNumber(m.progress) && m.progress >= 0 && m.progress <= 1,
  registerBridge: () => true,
  guestSession: (m) => isString(m.guestId),
  addBuildToCart: (m) => isBuilderBuild(m.build),
};

const HOST_CHECKS: Record<HostMessageType, (m: Json) => boolean> = {
  registeredBridge: () => true,
  configure: (m) => isBuilderProduct(m.product),
  cartResult: (m) => isString(m.buildId) && typeof m.ok === 'boolean',
};

function parseWith<M>(data: unknown, checks: Record<string, (m: Json) => boolean>): BridgeParseResult<M> {
  if (!isObject(data) || !('type' in data) || data.type === undefined || data.type === null || data.type === '') {
    return { ok: false, reason: 'missing-type', detail: 'message has no type' };
  }
  const type = data.type;
  if (!isString(type) || !Object.hasOwn(checks, type)) {
    return { ok: false, reason: 'unknown-type', type: String(type), detail: `unknown message type "${String(type)}"` };
  }
  const check = checks[type] as (m: Json) => boolean;
  if (!check(data)) return { ok: false, reason: 'invalid', type, detail: `malformed "${type}" message` };
  return { ok: true, message: data as M };
}

/** Checks a message the host received from the canvas. */
export function parseCanvasMessage(data: unknown): BridgeParseResult<CanvasMessage> {
  return parseWith<CanvasMessage>(data, CANVAS_CHECKS);
}

/** Checks a message the canvas received from the host. */
export function parseHostMessage(data: unknown): BridgeParseResult<HostMessage> {
  return parseWith<HostMessage>(data, HOST_CHECKS);
}
