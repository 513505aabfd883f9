/**
 * The catalog opened on its own (rsbuild dev): the shell is absent, so this page loads the design
 * tokens, offers a search button and teaches history.pushState to tell the router (single-spa
 * does that in the composed shop).
 */
import 'shared-contracts/design/tokens.css';
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig, setRuntimeConfig, toggleSearch } from 'shared-contracts';
import { App } from './app/App';
import SearchOverlay from './fragments/SearchOverlay';

// PUBLIC_API_BASE lets a standalone run talk to an API on another port.
const apiBase = import.meta.env.PUBLIC_API_BASE as string | undefined;
if (apiBase) setRuntimeConfig({ ...getRuntimeConfig(), apiBase });

const push = history.pushState.bind(history);
history.pushState = (...args: Parameters<History['pushState']>) => {
  push(...args);
  window.dispatchEvent(new PopStateEvent('popstate', { state: args[0] }));
};

const el = document.getElementById('root');
if (el) {
  createRoot(el).render(
    <>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          padding: '12px 16px',
          background: '#121314',
          color: '#f5f2eb',
        }}
      >
        <a href="/" style={{ color: 'inherit', fontWeight: 700, letterSpacing: '0.2em' }}>
          HALVORSEN ARMS · catalog (standalone)
        </a>
        <button type="button" onClick={() => toggleSearch.emit({})}>
          Search
        </button>
      </div>
      <SearchOverlay />
      <App />
    </>,
  );
}
