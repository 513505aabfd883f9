/**
 * Writes every image and document the content seed refers to into api/media:
 *   pnpm --filter api exec tsx src/seed/generate-art.ts
 * Deterministic: running it twice gives the same files, so the output is committed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_ART, productImagePath } from './art/catalog-art';
import { finishDefs } from './art/finishes';
import {
  HEROES,
  logoFile,
  markFile,
  renderCard,
  renderHero,
  SOCIAL_NAMES,
  SUPPORT_CARDS,
  socialIcon,
} from './art/heroes';
import { LIMITED_ART, limitedImagePath } from './art/limited';
import { makePdf } from './art/pdf';
import { renderView, viewNames } from './art/views';
import { DOCUMENTS } from './content/documents';

export const MEDIA_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'media');

const GENERATED_DIRS = ['products', 'hero', 'cards', 'limited', 'icons', 'brand', 'docs'];

function write(relative: string, content: string | Buffer): number {
  const file = join(MEDIA_ROOT, relative.replace(/^\/media\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return typeof content === 'string' ? Buffer.byteLength(content) : content.length;
}

export function generateArt(): { files: number; largest: { file: string; bytes: number } } {
  for (const dir of GENERATED_DIRS) rmSync(join(MEDIA_ROOT, dir), { recursive: true, force: true });
  let files = 0;
  let largest = { file: '', bytes: 0 };
  const track = (file: string, content: string | Buffer) => {
    const bytes = write(file, content);
    files++;
    if (bytes > largest.bytes && file.endsWith('.svg')) largest = { file, bytes };
  };

  for (const art of PRODUCT_ART) {
    for (const finish of art.finishes) {
      const subject = art.subject(finish);
      for (const view of viewNames(subject)) {
        track(
          productImagePath(art.slug, finish.key, view),
          renderView(subject, finishDefs(finish), view, `${art.noun}, ${finish.title}`),
        );
      }
    }
  }
  for (const ed of LIMITED_ART) {
    for (const view of ['left', 'field'] as const) {
      track(limitedImagePath(ed.key, view), renderView(ed.subject, finishDefs(ed.finish), view, ed.noun));
    }
  }
  for (const hero of HEROES) track(hero.file, renderHero(hero));
  for (const card of SUPPORT_CARDS) track(card.file, renderCard(card));
  for (const name of SOCIAL_NAMES) track(`icons/social-${name}.svg`, socialIcon(name));
  track('brand/logo-light.svg', logoFile('light'));
  track('brand/logo-dark.svg', logoFile('dark'));
  track('brand/mark-light.svg', markFile('light'));
  track('brand/mark-dark.svg', markFile('dark'));
  for (const doc of DOCUMENTS) track(doc.file, makePdf(doc));
  return { files, largest };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, largest } = generateArt();
  console.log(`Wrote ${files} files to ${MEDIA_ROOT}; largest SVG ${largest.file} (${largest.bytes} bytes)`);
}
