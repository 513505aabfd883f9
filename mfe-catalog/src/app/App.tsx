import { BrowserRouter, Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <div data-boundary="catalog">
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<h1>Home from catalog</h1>} />
          <Route path="*" element={<h1>Catalog page</h1>} />
        </Routes>
      </BrowserRouter>
    </div>
  );
}
