import { BrowserRouter } from 'react-router-dom';
import { StaffRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <StaffRoutes />
    </BrowserRouter>
  );
}
