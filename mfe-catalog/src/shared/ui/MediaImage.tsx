import type { ImgHTMLAttributes } from 'react';
import { type Media, mediaUrl } from 'shared-contracts';

interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  media: Media | null | undefined;
  /** Overrides the content's alternative text (use '' for decorative images). */
  alt?: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
}

/**
 * React 19.3 holds back a transition or Suspense-retry commit until its eager images decode, and
 * can then commit the same tree twice (error #177 on the composed shop). An onLoad handler opts an
 * image out of that wait, so eager images never hold a commit.
 */
const noWait = () => undefined;

/** A content-service image: `/media/...` resolved against the API base, lazy unless told otherwise. */
export function MediaImage({ media, alt, priority = false, ...rest }: MediaImageProps) {
  if (!media?.url) return null;
  return (
    <img
      src={mediaUrl(media.url)}
      alt={alt ?? media.alternativeText ?? ''}
      width={media.width}
      height={media.height}
      loading={priority ? 'eager' : 'lazy'}
      onLoad={noWait}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
