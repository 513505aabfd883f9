import { BrowserRouter } from 'react-router-dom';
import { DealerRoutes } from './DealerRoutes';

export function App() {
  return (
    <BrowserRouter>
      <DealerRoutes />
    </BrowserRouter>
  );
}
