/** Media objects for the seed: every url is a file the art generator writes under api/media. */
import type { Media } from 'shared-contracts/api/content';
import { productMedia } from '../art/catalog-art';
import { CARD_H, CARD_W, HERO_H, HERO_W } from '../art/heroes';
import { limitedImagePath } from '../art/limited';

export function hero(name: string, alternativeText: string): Media {
  return { url: `/media/hero/${name}.svg`, alternativeText, width: HERO_W, height: HERO_H };
}

export function card(name: string, alternativeText: string): Media {
  return { url: `/media/cards/${name}.svg`, alternativeText, width: CARD_W, height: CARD_H };
}

export function limitedImage(key: string, view: 'left' | 'field', alternativeText: string): Media {
  return { url: limitedImagePath(key, view), alternativeText, width: 1200, height: 900 };
}

/** Image and four-view gallery of one colourway of a product. */
export function productImages(slug: string, finishKey?: string): { image: Media; library: Media[] } {
  return productMedia(slug, finishKey);
}

/** One view (0 left/front, 1 right/back, 2 detail, 3 field) of a product's first colourway. */
export function productView(slug: string, index: 0 | 1 | 2 | 3, finishKey?: string): Media {
  const m = productMedia(slug, finishKey).library[index];
  if (!m) throw new Error(`no view ${index} for ${slug}`);
  return m;
}

export const LOGO_LIGHT: Media = {
  url: '/media/brand/logo-light.svg',
  alternativeText: 'Halvorsen Arms',
  width: 360,
  height: 80,
};
export const LOGO_DARK: Media = {
  url: '/media/brand/logo-dark.svg',
  alternativeText: 'Halvorsen Arms',
  width: 360,
  height: 80,
};
