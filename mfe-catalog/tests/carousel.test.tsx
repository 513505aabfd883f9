import { act, fireEvent, render, screen } from '@testing-library/react';
import { pages } from 'api/testkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../src/features/home/Carousel';
import { MemoryRouter } from '../src/shared/location';

/** The home page's slides from the content seed (the carousel itself needs no API). */
const slides = pages.home.carousel;
const [first, second, third] = slides.map((slide) => slide.title);
const last = slides[slides.length - 1]?.title;

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
  it("asks for the other slides' images only once the first one has arrived (or when shown)", () => {
    renderCarousel();
    const images = () => screen.getAllByRole('group', { hidden: true }).map((g) => g.querySelector('img'));
    expect(images()[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images().slice(1)).toEqual(slides.slice(1).map(() => null));
    // Shown before the first image arrived (arrow): that slide's image is asked for at once.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(images()[1]).not.toBeNull();
    expect(images()[2]).toBeNull();
    const firstImage = images()[0];
    if (firstImage) fireEvent.load(firstImage);
    expect(images().every((img) => img !== null)).toBe(true);
  });

  it('links each slide to its url', () => {
    renderCarousel();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(slides.map((slide) => slide.url));
    expect(links.map((l) => l.getAttribute('href'))).toContain('/collection/pistols');
  });

  it('auto-advances every 5 seconds and loops back to the first slide', () => {
    renderCarousel();
    expect(activeTitle()).toContain(first);
    act(() => vi.advanceTimersByTime(4999));
    expect(activeTitle()).toContain(first);
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toContain(second);
    for (const slide of [...slides.slice(2), slides[0]]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(activeTitle()).toContain(slide?.title);
    }
  });

  it('moves with the previous and next arrows, looping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle()).toContain(last);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toContain(first);
  });

  it('jumps to a slide with its indicator dot', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: /Go to slide 3/ });
    fireEvent.click(dot);
    expect(activeTitle()).toContain(third);
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes afterwards', () => {
    renderCarousel();
    const carousel = screen.getByRole('region');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15000));
    expect(activeTitle()).toContain(first);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toContain(second);
  });

  it('can be paused with its button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(activeTitle()).toContain(first);
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
    expect(activeTitle()).toContain(first);
  });
});
