/**
 * The kit's one rich-text renderer (kit/rich-text), as the catalog and the dealers use it: every
 * block and modifier of spec 001 section 3, shop paths as in-site links, and no link for a scheme
 * other than http(s) (content could carry `javascript:`). Same HTML on the server.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RichText as RichTextValue } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../src/rich-text';

afterEach(cleanup);

const CONTENT: RichTextValue = [
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'Built to last' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Bold', bold: true },
      { type: 'link', url: '/support', children: [{ type: 'text', text: 'support' }] },
      { type: 'link', url: 'https://example.com/x', children: [{ type: 'text', text: 'elsewhere' }] },
      { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'trap' }] },
    ],
  },
  { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'One' }] }] },
  { type: 'image', image: { url: '/media/pic.svg', alternativeText: 'pic' }, children: [{ type: 'text', text: '' }] },
];

describe('RichText (kit)', () => {
  it('renders headings, modifiers, lists and images, in the owner’s wrapper class', () => {
    const { container } = render(<RichText content={CONTENT} className="owner-rich" />);
    expect(container.firstElementChild?.className).toBe('owner-rich');
    expect(screen.getByRole('heading', { level: 3, name: 'Built to last' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('ol li')?.textContent).toBe('One');
    expect(screen.getByRole('img', { name: 'pic' }).getAttribute('src')).toMatch(/\/media\/pic\.svg$/);
  });

  it('links a shop path in the site, an http(s) URL in a new tab, and nothing else', () => {
    render(<RichText content={CONTENT} />);
    expect(screen.getByRole('link', { name: 'support' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'elsewhere' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'trap' })).toBeNull();
    expect(screen.getByText('trap')).toBeTruthy();
  });

  it('draws images with the owner’s component when given, and nothing for empty content', () => {
    render(<RichText content={CONTENT} renderImage={(media) => <span data-testid="own-image">{media.url}</span>} />);
    expect(screen.getByTestId('own-image').textContent).toBe('/media/pic.svg');
    expect(renderToString(<RichText content={[]} />)).toBe('');
  });

  it('renders the same links on the server as in the browser', () => {
    const html = renderToString(<RichText content={CONTENT} />);
    expect(html).toContain('<a href="/support"><span>support</span></a>');
  });
});
