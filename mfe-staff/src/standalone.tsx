/** The remote on its own (rsbuild dev at :3005): the design tokens and the routes. */
import 'shared-contracts/design/tokens.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const el = document.getElementById('root');
if (el) createRoot(el).render(<App />);
