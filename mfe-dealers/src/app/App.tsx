import { BrowserRouter } from 'react-router-dom';
import { DealerRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <DealerRoutes />
    </BrowserRouter>
  );
}
