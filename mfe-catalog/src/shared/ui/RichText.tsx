/**
 * Renders the content service's rich-text blocks (spec 001 §3): paragraph, quote, code, heading
 * 1-6, link, list (ordered/unordered), list-item, image; text modifiers bold, italic, underline,
 * strikethrough, code. In-site links navigate without a page load.
 */
import type { ReactNode } from 'react';
import {
  handleLinkClick,
  isInSiteUrl,
  type RichTextBlock,
  type RichTextInline,
  type RichTextText,
  type RichText as RichTextValue,
} from 'shared-contracts';
import { MediaImage } from './MediaImage';
import styles from './RichText.module.css';

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
    if (node.type === 'link') {
      const inSite = isInSiteUrl(node.url);
      return (
        <a
          key={i}
          href={node.url}
          {...(inSite ? { onClick: (e) => handleLinkClick(e, node.url) } : { target: '_blank', rel: 'noreferrer' })}
        >
          {node.children.map(renderText)}
        </a>
      );
    }
    return renderText(node, i);
  });
}

function renderBlock(block: RichTextBlock, key: number): ReactNode {
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
      return (
        <figure key={key}>
          <MediaImage media={block.image} />
        </figure>
      );
    default:
      return null;
  }
}

export function RichText({ content, className }: { content: RichTextValue | null | undefined; className?: string }) {
  if (!content || content.length === 0) return null;
  return <div className={`${styles.rich} ${className ?? ''}`}>{content.map(renderBlock)}</div>;
}
