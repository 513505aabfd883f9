/**
 * FragmentSlot against a real fragment host on window (no module federation in a unit test: the
 * host's loadFragment hands out components directly, as the shell's does after loadRemote).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FragmentHost, fragmentHostEvent, registerFragmentHost } from '../src/fragment-host';
import { FragmentSlot } from '../src/fragment-slot';

function forgetHost() {
  (window as Window & { __shopEventState?: Map<string, unknown> }).__shopEventState?.delete(fragmentHostEvent.type);
}

function hostOf(fragments: Record<string, ComponentType<never>>): FragmentHost & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    loadFragment<P>(id: string) {
      calls.push(id);
      const component = fragments[id];
      return component
        ? Promise.resolve({ default: component as unknown as ComponentType<P> })
        : Promise.reject(new Error(`Failed to load remote '${id.split('/')[0]}'`));
    },
  };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('fragment exploded');
}

const unhandled: unknown[] = [];
const onUnhandled = (event: PromiseRejectionEvent | { reason: unknown }) => unhandled.push(event.reason);

beforeEach(() => {
  forgetHost();
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});

afterEach(() => {
  cleanup();
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
  forgetHost();
});

describe('FragmentSlot', () => {
  it('mounts the fragment the shell lends, with its props', async () => {
    const host = hostOf({ 'account/greeting-a': Greeting as ComponentType<never> });
    registerFragmentHost(host);
    render(<FragmentSlot id="account/greeting-a" props={{ name: 'Bozeman' }} fallback={<p>loading</p>} />);
    expect(await screen.findByText('Hello Bozeman')).toBeTruthy();
    expect(host.calls).toEqual(['account/greeting-a']);
  });

  it('is its fallback on the server and while hydrating, asks no host there, and mounts the fragment after', async () => {
    const host = hostOf({ 'account/greeting-ssr': Greeting as ComponentType<never> });
    registerFragmentHost(host);
    const page = <FragmentSlot id="account/greeting-ssr" props={{ name: 'hydrated' }} fallback={<p>later</p>} />;
    const html = renderToString(page);
    expect(html).toBe('<p>later</p>');
    expect(host.calls).toEqual([]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    // Kept from inside the callback: Preact's act resolves to nothing, React's to what it returned.
    const roots: ReturnType<typeof hydrateRoot>[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, page));
    });
    const [root] = roots;
    if (!root) throw new Error('hydrateRoot gave no root');
    await vi.waitFor(() => expect(container.textContent).toBe('Hello hydrated'));
    // No hydration mismatch: the first browser render matched the server's fallback.
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('waits for a host that registers after the slot rendered', async () => {
    render(<FragmentSlot id="account/greeting-b" props={{ name: 'late' }} fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => registerFragmentHost(hostOf({ 'account/greeting-b': Greeting as ComponentType<never> })));
    expect(await screen.findByText('Hello late')).toBeTruthy();
  });

  it('shows the fallback and logs when the fragment throws while rendering', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerFragmentHost(hostOf({ 'account/broken': Broken as ComponentType<never> }));
    render(
      <div>
        <p>around</p>
        <FragmentSlot id="account/broken" props={{}} fallback={<p>unavailable</p>} />
      </div>,
    );
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('[fragment] account/broken failed: fragment exploded'),
        expect.anything(),
      ),
    );
    expect(screen.getByText('unavailable')).toBeTruthy();
    expect(screen.getByText('around')).toBeTruthy();
  });

  it('shows the fallback and logs when the remote cannot be loaded, and a later slot asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = hostOf({});
    registerFragmentHost(host);
    const first = render(<FragmentSlot id="dealers/map" props={{}} fallback={<p>no map</p>} />);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining("Failed to load remote 'dealers'"), expect.anything()),
    );
    expect(screen.getByText('no map')).toBeTruthy();
    first.unmount();
    render(<FragmentSlot id="dealers/map" props={{}} fallback={<p>no map</p>} />);
    await vi.waitFor(() => expect(host.calls).toEqual(['dealers/map', 'dealers/map']));
  });

  it('gives up after a bounded wait when no host ever registers: fallback, a log line, no unhandled rejection', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FragmentSlot id="account/orphan" props={{}} fallback={<p>alone</p>} hostWaitMs={20} />);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('No fragment host registered within 20 ms'),
        expect.anything(),
      ),
    );
    expect(screen.getByText('alone')).toBeTruthy();
    // Let any stray rejection surface before checking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).toEqual([]);
  });
});
