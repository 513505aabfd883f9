import { BrowserRouter } from 'react-router-dom';
import { AccountRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <AccountRoutes />
    </BrowserRouter>
  );
}
