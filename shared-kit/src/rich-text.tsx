/**
 * The content service's rich text (spec 001 section 3), one renderer for every remote: blocks
 * paragraph, quote, code, heading 1-6, list (ordered or unordered) with its items, and image; text
 * modifiers bold, italic, underline, strikethrough and code; links. A shop path navigates without a
 * page load (the shared navigation); an http(s) link opens in a new tab; any other scheme
 * (`javascript:`, `data:`) is not made a link at all.
 *
 * Unstyled: the owner gives the wrapper its class. Images are drawn with `renderImage` when the
 * owner has its own image component (the catalog's keeps media as object URLs), else as a plain
 * `<img>` from the API's media.
 */
import type { ReactNode } from 'react';
import {
  type Media,
  mediaUrl,
  type RichTextBlock,
  type RichTextInline,
  type RichTextText,
  type RichText as RichTextValue,
} from 'shared-contracts';
import { handleLinkClick, isInSiteUrl } from 'shared-kit';

export interface RichTextProps {
  content: RichTextValue | null | undefined;
  className?: string;
  renderImage?: (media: Media) => ReactNode;
}

const SAFE_URL = /^(\/(?!\/)|https?:)/;

/** A shop path, or (in the browser) a full URL of this origin. The same answer on the server for a path. */
function inSite(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  return typeof window !== 'undefined' && isInSiteUrl(url);
}

function renderText(node: RichTextText, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <span key={key}>{out}</span>;
}

function renderInline(nodes: RichTextInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => {
    if (node.type !== 'link') return renderText(node, i);
    const text = node.children.map(renderText);
    if (!SAFE_URL.test(node.url)) return <span key={i}>{text}</span>;
    return (
      <a
        key={i}
        href={node.url}
        {...(inSite(node.url)
          ? { onClick: (e) => handleLinkClick(e, node.url) }
          : { target: '_blank', rel: 'noreferrer' })}
      >
        {text}
      </a>
    );
  });
}

function plainImage(media: Media): ReactNode {
  return <img src={mediaUrl(media.url)} alt={media.alternativeText ?? ''} loading="lazy" />;
}

function blockRenderer(renderImage: (media: Media) => ReactNode) {
  const renderBlock = (block: RichTextBlock, key: number): ReactNode => {
    switch (block.type) {
      case 'paragraph':
        return <p key={key}>{renderInline(block.children)}</p>;
      case 'heading': {
        const Tag = `h${Math.min(6, Math.max(1, block.level))}` as 'h2';
        return <Tag key={key}>{renderInline(block.children)}</Tag>;
      }
      case 'quote':
        return <blockquote key={key}>{renderInline(block.children)}</blockquote>;
      case 'code':
        return (
          <pre key={key}>
            <code>{block.children.map((c) => c.text).join('')}</code>
          </pre>
        );
      case 'list': {
        const Tag = block.format === 'ordered' ? 'ol' : 'ul';
        return <Tag key={key}>{block.children.map(renderBlock)}</Tag>;
      }
      case 'list-item':
        return <li key={key}>{renderInline(block.children)}</li>;
      case 'image':
        return <figure key={key}>{renderImage(block.image)}</figure>;
      default:
        return null;
    }
  };
  return renderBlock;
}

export function RichText({ content, className, renderImage = plainImage }: RichTextProps) {
  if (!content || content.length === 0) return null;
  return <div className={className}>{content.map(blockRenderer(renderImage))}</div>;
}
