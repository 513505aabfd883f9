import { beforeEach, describe, expect, it } from 'vitest';
import {
  fromOf,
  handleLinkClick,
  isInSiteUrl,
  linkState,
  navigateTo,
  previousLocation,
} from '../src/navigation/navigate';

function click(overrides: Partial<Parameters<typeof handleLinkClick>[0]> = {}) {
  let prevented = false;
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: () => {
      prevented = true;
    },
    ...overrides,
  };
  return { event, prevented: () => prevented };
}

beforeEach(() => window.history.replaceState(null, '', '/collection/rifles?activeFilter=bolt'));

describe('in-site navigation (previous location passed as state)', () => {
  it('pushes the new url with { from } and react-router readable usr.from', () => {
    navigateTo('/product/ridgeline-10');
    expect(window.location.pathname).toBe('/product/ridgeline-10');
    expect(window.history.state).toEqual({
      from: '/collection/rifles?activeFilter=bolt',
      usr: { from: '/collection/rifles?activeFilter=bolt' },
    });
    expect(previousLocation()).toBe('/collection/rifles?activeFilter=bolt');
  });

  it('does nothing when asked for the current location', () => {
    const before = window.history.length;
    navigateTo('/collection/rifles?activeFilter=bolt');
    expect(window.history.length).toBe(before);
  });

  it('handles plain left clicks on in-site links and leaves the rest to the browser', () => {
    const plain = click();
    handleLinkClick(plain.event, '/faq');
    expect(plain.prevented()).toBe(true);
    expect(window.location.pathname).toBe('/faq');

    for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const other = click(modified);
      handleLinkClick(other.event, '/warranty');
      expect(other.prevented()).toBe(false);
    }
    const external = click();
    handleLinkClick(external.event, 'https://vimeo.com/halvorsenarms');
    expect(external.prevented()).toBe(false);
    const newTab = click();
    handleLinkClick(newTab.event, '/media-library', '_blank');
    expect(newTab.prevented()).toBe(false);
  });

  it('tells in-site urls from others', () => {
    expect(isInSiteUrl('/checkout')).toBe(true);
    expect(isInSiteUrl(`${window.location.origin}/checkout`)).toBe(true);
    expect(isInSiteUrl('https://example.com/')).toBe(false);
  });
});

describe("a remote's links (react-router state) pass { from } the same way", () => {
  it('linkState keeps other state and adds the location left', () => {
    expect(linkState({ pathname: '/dealer-locator', search: '?zip=59715' }, { returnTo: '/checkout' })).toEqual({
      returnTo: '/checkout',
      from: '/dealer-locator?zip=59715',
    });
  });

  it('previousLocation reads the from react-router keeps under usr', () => {
    window.history.pushState({ usr: { from: '/faq' }, key: 'k', idx: 1 }, '', '/login');
    expect(previousLocation()).toBe('/faq');
  });

  it('fromOf takes in-site paths only', () => {
    expect(fromOf({ from: '/profile/address-book' })).toBe('/profile/address-book');
    expect(fromOf({ from: '//evil.example' })).toBeNull();
    expect(fromOf({ from: 'https://evil.example' })).toBeNull();
    expect(fromOf(null)).toBeNull();
  });
});
