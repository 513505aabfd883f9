/** Media files fetched as blobs, shown through local object URLs, with the original URL as fallback (spec 001 §7). */
import { render, screen, waitFor } from '@testing-library/react';
import type { MediaDownload } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, MediaDownloadLink } from '../src/features/content-pages/MediaDownloadLink';
import { heldMediaCount } from '../src/shared/media/object-urls';

const manual: MediaDownload = {
  title: "Bridger HR-1 Owner's Manual",
  category: "Owner's Manuals",
  download: { ext: 'pdf', url: '/media/docs/bridger-hr1-manual.pdf' },
};
const logo: MediaDownload = {
  title: 'Logo (SVG)',
  category: 'Brand Assets',
  download: { ext: 'svg', url: '/media/brand/logo-dark.svg' },
};

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    n += 1;
    const url = `blob:http://localhost/${n}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => vi.unstubAllGlobals());

const link = () => screen.getByRole('link', { name: /Owner's Manual/ });

describe('media library downloads', () => {
  it('fetch the file as a blob and link its local object URL, keeping the new tab and the file name', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    vi.stubGlobal('fetch', fetchMock);
    render(<MediaDownloadLink item={manual} />);
    expect(link().getAttribute('href')).toMatch(/\/media\/docs\/bridger-hr1-manual\.pdf$/);
    await waitFor(() => expect(link().getAttribute('href')).toBe('blob:http://localhost/1'));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/bridger-hr1-manual\.pdf$/), expect.anything());
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('download')).toBe('bridger-hr1-manual.pdf');
  });

  it('revoke the object URL when the file is no longer shown, once every user let go', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['x']))),
    );
    const first = render(<MediaDownloadLink item={manual} />);
    const second = render(<MediaDownloadLink item={manual} />);
    await waitFor(() => expect(created).toHaveLength(1));
    first.unmount();
    expect(revoked).toEqual([]);
    second.unmount();
    expect(revoked).toEqual(['blob:http://localhost/1']);
    expect(heldMediaCount()).toBe(0);
  });

  it('fall back to the original URL when the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = render(<MediaDownloadLink item={manual} />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(link().getAttribute('href')).toMatch(/^http.*\/media\/docs\/bridger-hr1-manual\.pdf$/);
    expect(created).toEqual([]);
    unmount();
    expect(revoked).toEqual([]);
  });

  it('show an image download as a thumbnail from the same local URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }))),
    );
    const { container } = render(<MediaDownloadLink item={logo} />);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:http://localhost/1'));
    expect(downloadFileName(logo)).toBe('logo-dark.svg');
  });
});
