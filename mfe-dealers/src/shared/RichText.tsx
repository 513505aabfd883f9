import type { ReactNode } from 'react';
import type { RichTextBlock, RichText as RichTextBlocks, RichTextInline } from 'shared-contracts/api/content';

/** Inline runs: text with its modifiers, and links (shop paths or http(s) only). */
function inline(children: RichTextInline[]): ReactNode[] {
  return children.map((child, index) => {
    if (child.type === 'link') {
      const safe = /^(\/|https?:)/.test(child.url) ? child.url : undefined;
      return (
        <a key={index} href={safe}>
          {inline(child.children)}
        </a>
      );
    }
    let node: ReactNode = child.text;
    if (child.bold) node = <strong>{node}</strong>;
    if (child.italic) node = <em>{node}</em>;
    return <span key={index}>{node}</span>;
  });
}

function block(item: RichTextBlock, index: number): ReactNode {
  switch (item.type) {
    case 'paragraph':
    case 'quote':
    case 'heading':
      return <p key={index}>{inline(item.children)}</p>;
    case 'list': {
      const items = item.children.map((child, i) =>
        child.type === 'list-item' ? <li key={i}>{inline(child.children)}</li> : block(child, i),
      );
      return item.format === 'ordered' ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    default:
      return null;
  }
}

/** The content service's rich text, as the dealers pages use it (paragraphs, lists, links). */
export function RichText({ blocks }: { blocks: RichTextBlocks }) {
  return <>{blocks.map(block)}</>;
}
