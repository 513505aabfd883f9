import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CarouselCard } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../src/features/home/Carousel';
import { media } from './fixtures';

const slides: CarouselCard[] = ['Bridger', 'Gallatin', 'Yellowstone'].map((title) => ({
  title,
  subtitle: `${title} line`,
  image: media(title),
  url: `/collection/${title.toLowerCase()}`,
  cta_label: 'Shop now',
}));

function renderCarousel() {
  render(
    <MemoryRouter>
      <Carousel slides={slides} />
    </MemoryRouter>,
  );
}

const activeTitle = () =>
  screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') === 'false')?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home carousel', () => {
  it('links each slide to its url', () => {
    renderCarousel();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/collection/bridger',
      '/collection/gallatin',
      '/collection/yellowstone',
    ]);
  });

  it('auto-advances every 5 seconds and loops back to the first slide', () => {
    renderCarousel();
    expect(activeTitle()).toContain('Bridger');
    act(() => vi.advanceTimersByTime(4999));
    expect(activeTitle()).toContain('Bridger');
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toContain('Gallatin');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toContain('Yellowstone');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toContain('Bridger');
  });

  it('moves with the previous and next arrows, looping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle()).toContain('Yellowstone');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toContain('Bridger');
  });

  it('jumps to a slide with its indicator dot', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: /Go to slide 3/ });
    fireEvent.click(dot);
    expect(activeTitle()).toContain('Yellowstone');
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes afterwards', () => {
    renderCarousel();
    const carousel = screen.getByRole('region');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15000));
    expect(activeTitle()).toContain('Bridger');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toContain('Gallatin');
  });

  it('can be paused with its button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(activeTitle()).toContain('Bridger');
  });

  it('does not move by itself when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCarousel();
    act(() => vi.advanceTimersByTime(15000));
    expect(activeTitle()).toContain('Bridger');
  });
});
