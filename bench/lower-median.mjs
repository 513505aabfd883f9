/** The median of numbers: the lower middle one for an even count (a figure that was measured). */
export function lowerMedian(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
