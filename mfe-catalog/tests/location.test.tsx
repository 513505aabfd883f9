/**
 * The catalog's own routing (src/shared/location.tsx, decision 0034): the route table's matching
 * as react-router matched it, links that move the router and carry the previous location, the
 * browser router following single-spa's pushes (popstate), and the server's fixed location.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useParams,
  useSearchParams,
} from '../src/shared/location';

describe('matchPath', () => {
  it('matches whole paths, case-insensitively, with trailing slashes, and decodes params', () => {
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/collection')).toBeNull();
    expect(matchPath('/collection/:title', '/collection/rifles')?.params).toEqual({ title: 'rifles' });
    expect(matchPath('/collection/:title', '/Collection/rifles/')?.params).toEqual({ title: 'rifles' });
    expect(matchPath('/collection/:title', '/collection/rifles/extra')).toBeNull();
    expect(matchPath('/search/:query', '/search/bolt%20action')?.params).toEqual({ query: 'bolt action' });
    expect(matchPath('/product/:displayType/:documentId', '/product/rifle/abc')?.params).toEqual({
      displayType: 'rifle',
      documentId: 'abc',
    });
    expect(matchPath('/product/:title', '/product/rifle/abc')).toBeNull();
    expect(matchPath('/terms-of-service', '/terms-of-service')).not.toBeNull();
    expect(matchPath('*', '/anything/at/all')).not.toBeNull();
  });
});

function Named({ name }: { name: string }) {
  const params = useParams();
  return (
    <p data-testid="page">
      {name} {JSON.stringify(params)}
    </p>
  );
}

function Table() {
  return (
    <Routes>
      <Route path="/" element={<Named name="home" />} />
      <Route path="/product/:title" element={<Named name="product" />} />
      <Route path="/copy/:copyId" element={<Named name="copy" />} />
      <Route path="*" element={<Named name="not-found" />} />
    </Routes>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ activeFilter: 'b' }, { replace: true })}>
      {params.get('activeFilter') ?? 'none'}
    </button>
  );
}

describe('Routes and links', () => {
  it('renders the first matching route with its params; unknown paths fall to *', () => {
    render(
      <MemoryRouter initialEntries={['/product/bridger-hr1']}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page').textContent).toBe('product {"title":"bridger-hr1"}');
  });

  it('a link moves the router; a modified click is left to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/copy/terms">Terms</Link>
        <Table />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link.getAttribute('href')).toBe('/copy/terms');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(screen.getByTestId('page').textContent).toBe('home {}');
    fireEvent.click(link);
    expect(screen.getByTestId('page').textContent).toBe('copy {"copyId":"terms"}');
  });

  it('a link to another site is a plain anchor', () => {
    render(
      <MemoryRouter>
        <Link to="https://videos.example.com/watch">Video</Link>
      </MemoryRouter>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Video' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('the query string setter keeps the path and replaces the query', () => {
    render(
      <MemoryRouter initialEntries={['/collection/pistols?activeFilter=a']}>
        <Tabs />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    expect(screen.getByTestId('where').textContent).toBe('/collection/pistols?activeFilter=b');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows pushes made elsewhere (single-spa fires popstate) and its own links, with the previous location as state', () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Link to="/copy/terms">Terms</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/');
    act(() => {
      window.history.pushState(null, '', '/product/bridger-hr1?variant=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/product/bridger-hr1?variant=2');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/copy/terms');
    expect(window.history.state).toMatchObject({
      from: '/product/bridger-hr1?variant=2',
      usr: { from: '/product/bridger-hr1?variant=2' },
    });
  });
});

describe('StaticRouter', () => {
  it('renders the request url on the server', () => {
    const html = renderToString(
      <StaticRouter location="/copy/warranty?x=1">
        <Table />
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('{&quot;copyId&quot;:&quot;warranty&quot;}');
    expect(html).toContain('/copy/warranty?x=1');
  });
});
