import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders `ui` in a router opened at `route`; returns a user to click through it. */
export function renderAt(ui: ReactElement, route: string) {
  const user = userEvent.setup();
  render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
  return user;
}
