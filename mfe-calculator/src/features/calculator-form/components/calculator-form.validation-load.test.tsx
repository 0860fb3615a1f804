import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../testing/form-harness';

const { loadValidation } = vi.hoisted(() => ({ loadValidation: vi.fn() }));
vi.mock('../model/load-validation', () => ({ loadValidation }));

const loadsForReal = () => import('../model/validate-form');

beforeEach(() => {
  loadValidation.mockReset();
  loadValidation.mockImplementation(loadsForReal);
});

describe('CalculatorForm: its schema loads with the visitor, not the page', () => {
  it('is asked for when the visitor reaches the form, not when it renders', async () => {
    const user = await renderForm();
    expect(loadValidation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Location' }));
    expect(loadValidation).toHaveBeenCalled();
  });

  it('says so, translated, when the schema cannot be fetched, and a retry goes through', async () => {
    loadValidation.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const user = await renderForm('/fr');
    await user.type(screen.getByRole('textbox', { name: 'Lieu' }), 'Québec');
    const submit = screen.getByRole('button', {
      name: 'Calculer la probabilité d’une journée de tempête',
    });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le calculateur est injoignable. Vérifiez votre connexion, puis réessayez.',
    );
    expect(submit).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr$/);

    loadValidation.mockImplementation(loadsForReal);
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/result'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
