/**
 * How a cart line names its add-ons. Two 3D builds of one sku are two lines with the same product
 * and options; their add-ons are what tells them apart, in the drawer, on the checkout and in the
 * names of each line's controls ("Remove Bridger HR-1 with Summit scope mount").
 */
import type { CartLine } from 'shared-contracts';

/** The add-ons by name ("A, B"), "None" for a build without any, null for a plain line without any. */
export function addOnsText(line: Pick<CartLine, 'addOns' | 'buildId'>): string | null {
  const names = (line.addOns ?? []).map((addOn) => addOn.name);
  if (names.length > 0) return names.join(', ');
  return line.buildId ? 'None' : null;
}

/** The line's name for its controls: the product, and its add-ons when it has any. */
export function lineName(line: Pick<CartLine, 'productName' | 'addOns' | 'buildId'>): string {
  const addOns = (line.addOns ?? []).map((addOn) => addOn.name);
  return addOns.length > 0 ? `${line.productName} with ${addOns.join(', ')}` : line.productName;
}
