/** Small builders for rich-text blocks, so page copy reads like copy. */
import type { RichText, RichTextBlock, RichTextInline, RichTextText } from 'shared-contracts/api/content';

export function t(text: string, marks: Omit<RichTextText, 'type' | 'text'> = {}): RichTextText {
  return { type: 'text', text, ...marks };
}

export function p(...children: Array<string | RichTextInline>): RichTextBlock {
  return { type: 'paragraph', children: children.map((c) => (typeof c === 'string' ? t(c) : c)) };
}

export function h(level: 1 | 2 | 3 | 4 | 5 | 6, text: string): RichTextBlock {
  return { type: 'heading', level, children: [t(text)] };
}

export function link(url: string, text: string): RichTextInline {
  return { type: 'link', url, children: [t(text)] };
}

export function quote(text: string): RichTextBlock {
  return { type: 'quote', children: [t(text, { italic: true })] };
}

export function ul(...items: string[]): RichTextBlock {
  return { type: 'list', format: 'unordered', children: items.map((i) => ({ type: 'list-item', children: [t(i)] })) };
}

export function ol(...items: string[]): RichTextBlock {
  return { type: 'list', format: 'ordered', children: items.map((i) => ({ type: 'list-item', children: [t(i)] })) };
}

/** Paragraphs from plain strings. */
export function paras(...texts: string[]): RichText {
  return texts.map((x) => p(x));
}
