/**
 * The content service's rich text as the catalog shows it: the kit's one renderer
 * (shared-kit/rich-text) with the catalog's typography and its media images (kept as
 * object URLs, MediaImage).
 */
import type { RichText as RichTextValue } from 'shared-contracts';
import { RichText as KitRichText } from 'shared-kit/rich-text';
import { MediaImage } from './MediaImage';
import styles from './RichText.module.css';

export function RichText({ content, className }: { content: RichTextValue | null | undefined; className?: string }) {
  return (
    <KitRichText
      content={content}
      className={`${styles.rich} ${className ?? ''}`}
      renderImage={(media) => <MediaImage media={media} />}
    />
  );
}
