import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../src/features/product/gallery/Gallery';
import { clampStart, visibleSlides } from '../src/features/product/gallery/ribbon';
import { media } from './fixtures';

describe('image ribbon geometry', () => {
  it('fits whole 250 px slides, at least one', () => {
    expect(visibleSlides(1000)).toBe(4);
    expect(visibleSlides(999)).toBe(3);
    expect(visibleSlides(120)).toBe(1);
  });

  it('never scrolls past the last slide', () => {
    expect(clampStart(5, 6, 3)).toBe(3);
    expect(clampStart(-2, 6, 3)).toBe(0);
    expect(clampStart(2, 2, 4)).toBe(0);
  });
});

describe('lightbox', () => {
  const images = [media('one'), media('two'), media('three')];

  it('opens from the stage (its code loaded on demand), moves with the arrow keys, closes with Escape and gives focus back', async () => {
    render(<Gallery images={images} title="Bridger HR-1" />);
    const stage = screen.getByRole('button', { name: 'Enlarge image: one' });
    stage.focus();
    fireEvent.click(stage);
    const dialog = await screen.findByRole('dialog', { name: 'Bridger HR-1: image 1 of 3' });
    // The dialog takes the focus in its effect: with Preact (the default renderer) a frame after it is drawn.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close image viewer' })),
    );
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('Bridger HR-1: image 2 of 3');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('Bridger HR-1: image 3 of 3');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(stage);
  });

  it('shows a ribbon image on the stage when chosen', () => {
    render(<Gallery images={images} title="Bridger HR-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.getByRole('button', { name: 'Enlarge image: two' })).toBeTruthy();
  });
});
