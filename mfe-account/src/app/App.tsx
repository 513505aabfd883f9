import { BrowserRouter } from 'react-router-dom';
import { AccountRoutes } from './AccountRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AccountRoutes />
    </BrowserRouter>
  );
}
