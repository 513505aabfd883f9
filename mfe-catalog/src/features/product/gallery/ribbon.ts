/** Geometry of the image ribbon (spec 001 §9: slide width 250 px, resize debounce 250 ms). */
import { LIMITS } from 'shared-contracts';

export const SLIDE_WIDTH = LIMITS.imageRibbonSlideWidthPx;
export const RESIZE_DEBOUNCE_MS = LIMITS.imageRibbonResizeDebounceMs;

/** Whole slides that fit the ribbon (at least one). */
export function visibleSlides(containerWidth: number, slideWidth = SLIDE_WIDTH): number {
  return Math.max(1, Math.floor(containerWidth / slideWidth));
}

/** The first slide shown, kept so the ribbon never scrolls past its last slide. */
export function clampStart(start: number, count: number, visible: number): number {
  return Math.min(Math.max(0, start), Math.max(0, count - visible));
}
