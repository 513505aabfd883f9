/**
 * The remote on its own (rsbuild dev at :3003): the design tokens, the routes and the newsletter
 * signup on a footer-like band. Here this page stands in for the shell, so it also announces a
 * signed-out visitor when nobody else has.
 */
import 'shared-contracts/design/tokens.css';
import { createRoot } from 'react-dom/client';
import { authState } from 'shared-contracts';
import { App } from './app/App';
import NewsletterSignup from './fragments/NewsletterSignup';

if (!authState.current()) authState.emit({ status: 'anonymous' });

const el = document.getElementById('root');
if (el)
  createRoot(el).render(
    <>
      <App />
      <footer style={{ background: 'var(--color-ink)', padding: 'var(--space-7) var(--space-4)' }}>
        <div style={{ maxWidth: 'var(--content-max)', margin: '0 auto', color: 'var(--color-paper)' }}>
          <h2 style={{ fontFamily: 'var(--font-display)', letterSpacing: '0.06em' }}>STAY UPDATED</h2>
          <NewsletterSignup variant="footer" />
        </div>
      </footer>
    </>,
  );
