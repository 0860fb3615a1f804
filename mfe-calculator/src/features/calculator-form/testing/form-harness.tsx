import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { CalculatorForm } from '../components/calculator-form';

/** Shows where the form navigated; the form stays mounted because both URLs match one route. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The calculator form at `route`, in that route's language, for component tests. */
export async function renderForm(route = '/') {
  await setupI18nFor(route);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CalculatorForm />
      <LocationProbe />
    </>,
    { route },
  );
  return user;
}

/** The address the form is at, as a URL. */
export const currentUrl = () =>
  new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
