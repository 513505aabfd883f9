/**
 * The remote opened on its own (rsbuild dev): the cart service and drawer plus the checkout
 * routes on one page, with a button to open the drawer in place of the shell's header.
 */
import 'shared-contracts/design/tokens.css';
import { createRoot } from 'react-dom/client';
import { openCartDrawer } from 'shared-contracts';
import { App } from './app/App';
import { startCartService } from './features/cart/cart-service';
import { CartApp } from './fragments/CartApp';

startCartService();

const el = document.getElementById('root');
if (el) {
  createRoot(el).render(
    <>
      <div
        data-boundary="checkout"
        style={{ padding: '0.5rem 1rem', background: 'var(--color-ink)', textAlign: 'right' }}
      >
        <button type="button" onClick={() => void openCartDrawer.send()}>
          Open cart
        </button>
      </div>
      <CartApp />
      <App />
    </>,
  );
}
