import { StrictMode, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';

/**
 * The floor page of `npm run bench`: the smallest React + React Router page with a heading, a
 * paragraph and a form. What any React site pays at least; the site is measured against it.
 */
function FloorPage() {
  const navigate = useNavigate();
  // The submit goes to `/result` in the router, as the site's form does, so that the bench can
  // see a tap on it take effect (docs/performance.md#the-first-working-tap).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const place = new FormData(event.currentTarget).get('location');
    void navigate(`/result?${new URLSearchParams({ location: String(place ?? '') }).toString()}`);
  };
  return (
    <main>
      <h1>Snow day chances</h1>
      <p>Type a place to see the chance that school closes on each of the next three days.</p>
      <form onSubmit={submit}>
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
