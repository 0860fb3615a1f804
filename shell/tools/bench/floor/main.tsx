import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/**
 * The floor page of `npm run bench`: the smallest React + React Router page with a heading, a
 * paragraph and a form. What any React site pays at least; the site is measured against it.
 */
function FloorPage() {
  return (
    <main>
      <h1>Snow day chances</h1>
      <p>Type a place to see the chance that school closes on each of the next three days.</p>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="location">Location</label>
        <input id="location" name="location" />
        <button type="submit">Calculate</button>
      </form>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<FloorPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
