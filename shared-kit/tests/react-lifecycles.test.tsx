/**
 * The kit's single-spa lifecycles, run as single-spa runs them (no `act`: a mount resolves once its
 * root has committed): the props reach the root component, a crash stays in its element, unmount
 * empties it, and a server-rendered page is hydrated on the first mount only.
 */
import { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MountProps, reactLifecycles } from '../src/react-lifecycles';
import { hydrateFirstMount } from '../src/server-render';
import { withTransitionRoots } from '../src/ui/transition-roots';

const client = withTransitionRoots(ReactDOMClient);

function slot(name: string, html = ''): HTMLElement {
  const element = document.createElement('div');
  element.id = `single-spa-application:${name}`;
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const crashView = (error: Error) => <p role="alert">crashed: {error.message}</p>;

interface GreetingProps extends MountProps {
  greeting?: string;
  mountParcel?: unknown;
}

function Greeting({ name, greeting, mountParcel }: GreetingProps) {
  return (
    <p>
      {greeting} from {name} ({typeof mountParcel})
    </p>
  );
}

function Boom(): never {
  throw new Error('Product data could not be read');
}

/** Renders what the server sent for it (below), and counts clicks once it is live. */
function Page() {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <h1>Rifles</h1>
      <button type="button" onClick={() => setAdded(added + 1)}>
        {`Added ${added}`}
      </button>
    </main>
  );
}

describe('reactLifecycles', () => {
  it("mounts the root component with single-spa's props into the application's element", async () => {
    const element = slot('account');
    const lifecycles = reactLifecycles({ client, rootComponent: Greeting, errorView: crashView });
    await lifecycles.bootstrap({ name: 'account' });
    await lifecycles.mount({ name: 'account', greeting: 'Hello', mountParcel: () => {} });
    expect(element.textContent).toBe('Hello from account (function)');
  });

  it('mounts into the domElement single-spa-layout gives a parcel', async () => {
    const element = document.createElement('section');
    document.body.append(element);
    const lifecycles = reactLifecycles({ client, rootComponent: Greeting, errorView: crashView });
    await lifecycles.mount({ domElement: element, greeting: 'Hi' });
    expect(element.textContent).toBe('Hi from  (undefined)');
    await lifecycles.unmount({ domElement: element });
    expect(element.innerHTML).toBe('');
  });

  it('shows the error view in the crashing application only; the page and other applications stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heading = document.createElement('h1');
    heading.textContent = 'Shop';
    document.body.append(heading);
    const crashing = slot('catalog');
    const healthy = slot('checkout');
    const onError = vi.fn();
    const broken = reactLifecycles({ client, rootComponent: Boom, errorView: crashView, onError });
    const fine = reactLifecycles({ client, rootComponent: Greeting, errorView: crashView });

    await fine.mount({ name: 'checkout', greeting: 'Hello' });
    await broken.mount({ name: 'catalog' });

    expect(crashing.innerHTML).toBe('<p role="alert">crashed: Product data could not be read</p>');
    expect(healthy.textContent).toBe('Hello from checkout (undefined)');
    expect(heading.isConnected && heading.textContent).toBe('Shop');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Product data could not be read' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
      { name: 'catalog' },
    );
  });

  it('unmount empties the element, and the application can be mounted there again', async () => {
    const element = slot('dealers');
    const lifecycles = reactLifecycles({ client, rootComponent: Greeting, errorView: crashView });
    await lifecycles.mount({ name: 'dealers', greeting: 'Hello' });
    await lifecycles.unmount({ name: 'dealers' });
    expect(element.innerHTML).toBe('');
    await lifecycles.mount({ name: 'dealers', greeting: 'Again' });
    expect(element.textContent).toBe('Again from dealers (undefined)');
    await lifecycles.unmount({ name: 'dealers' });
    expect(element.innerHTML).toBe('');
  });

  it('fails a mount that has no element to go into', async () => {
    const lifecycles = reactLifecycles({ client, rootComponent: Greeting, errorView: crashView });
    await expect(lifecycles.mount({ name: 'nowhere' })).rejects.toThrow('No element to mount nowhere into');
  });

  describe('a server-rendered page', () => {
    const serverHtml = '<main><h1>Rifles</h1><button type="button">Added 0</button></main>';

    it('is hydrated on the first mount (the same DOM nodes, now live) and drawn afresh on the next', async () => {
      const errors = vi.spyOn(console, 'error');
      const element = slot('catalog', serverHtml);
      element.setAttribute('data-server-rendered', 'catalog');
      const serverHeading = element.querySelector('h1');
      const serverButton = element.querySelector('button');
      const { client: hydrating, renderType } = hydrateFirstMount('catalog', client, { path: '/', data: {} });
      const lifecycles = reactLifecycles({ client: hydrating, rootComponent: Page, errorView: crashView, renderType });

      await lifecycles.mount({ name: 'catalog' });
      expect(element.querySelector('h1')).toBe(serverHeading);
      expect(element.querySelector('button')).toBe(serverButton);
      expect(element.hasAttribute('data-server-rendered')).toBe(false);
      // Hydrated, not just left alone: the server's button now answers clicks.
      serverButton?.click();
      await vi.waitFor(() => expect(serverButton?.textContent).toBe('Added 1'));
      expect(errors).not.toHaveBeenCalled();

      await lifecycles.unmount({ name: 'catalog' });
      expect(element.innerHTML).toBe('');

      // Later visits render afresh, even over HTML that looks server-rendered.
      element.innerHTML = serverHtml;
      element.setAttribute('data-server-rendered', 'catalog');
      const staleHeading = element.querySelector('h1');
      await lifecycles.mount({ name: 'catalog' });
      expect(element.querySelector('h1')).not.toBe(staleHeading);
      expect(staleHeading?.isConnected).toBe(false);
      expect(element.textContent).toBe('RiflesAdded 0');
      expect(errors).not.toHaveBeenCalled();
      await lifecycles.unmount({ name: 'catalog' });
    });
  });
});
