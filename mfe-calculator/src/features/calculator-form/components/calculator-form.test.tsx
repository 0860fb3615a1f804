import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderForm } from '../testing/form-harness';

/** Where the form went: a submission checks the draft once its schema has loaded. */
async function submittedUrl() {
  await waitFor(() => expect(currentUrl().pathname).toMatch(/\/result$/));
  return currentUrl();
}

describe('CalculatorForm: validation (docs/product/inputs.md#form-validation)', () => {
  it.each(['', '   '])(
    'shows "Location is required" and focuses the field for %j',
    async (text) => {
      const user = await renderForm();
      const location = screen.getByRole('textbox', { name: 'Location' });
      if (text) await user.type(location, text);
      await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));

      const message = await screen.findByText('Location is required');
      expect(location).toHaveAttribute('aria-invalid', 'true');
      expect(location).toHaveAccessibleDescription('Location is required');
      expect(location.getAttribute('aria-describedby')).toContain(message.id);
      expect(location).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('shows the message in the page language (es)', async () => {
    const user = await renderForm('/es');
    await user.click(
      screen.getByRole('button', { name: 'Calcular la probabilidad de día de nieve' }),
    );
    const location = screen.getByRole('textbox', { name: 'Ubicación' });
    await waitFor(() =>
      expect(location).toHaveAccessibleDescription('La ubicación es obligatoria'),
    );
    expect(location).toHaveFocus();
  });

  it('clears the message once the visitor types', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));
    await screen.findByText('Location is required');
    await user.keyboard('B');
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Location' })).not.toHaveAttribute('aria-invalid');
  });

  it('starts with the defaults of docs/product/inputs.md#form', async () => {
    await renderForm();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveAttribute(
      'placeholder',
      'City, ZIP code or address',
    );
    expect(screen.getByRole('combobox', { name: 'School type' })).toHaveTextContent('Public');
    expect(screen.getByRole('spinbutton', { name: 'Snow days used this year' })).toHaveValue(0);
    expect(screen.getByRole('textbox', { name: 'Your name (optional)' })).toHaveValue('');
    expect(screen.getByRole('form')).toHaveAttribute('novalidate');
  });
});

describe('CalculatorForm: submitting (docs/product/inputs.md#submitting)', () => {
  it('becomes busy: disabled and "Calculating..."', async () => {
    const user = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Buffalo');
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));
    const button = await screen.findByRole('button', { name: 'Calculating...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('navigates to /fr/result with the query, without userName when empty', async () => {
    const user = await renderForm('/fr');
    await user.type(screen.getByRole('textbox', { name: 'Lieu' }), '  75001 Paris ');
    await user.click(
      screen.getByRole('button', { name: 'Calculer la probabilité d’une journée de tempête' }),
    );
    const url = await submittedUrl();
    expect(url.pathname).toBe('/fr/result');
    expect([...url.searchParams]).toEqual([
      ['location', '75001 Paris'],
      ['schoolType', 'Public'],
      ['snowDays', '0'],
    ]);
  });

  it('sends what the field shows, even text the app never saw typed', async () => {
    // As when a visitor types while the app is taking the form over: the text is in the field,
    // and no input event reached React.
    const user = await renderForm();
    const location = screen.getByRole('textbox', { name: 'Location' });
    if (!(location instanceof HTMLInputElement)) throw new Error('not an input');
    location.value = '14201';
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));
    const url = await submittedUrl();
    expect(url.searchParams.get('location')).toBe('14201');
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
  });

  it('adds userName when a name is given (English: no prefix)', async () => {
    const user = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), '14201');
    await user.type(screen.getByRole('textbox', { name: 'Your name (optional)' }), ' Sam ');
    await user.keyboard('{Enter}');
    const url = await submittedUrl();
    expect(url.pathname).toBe('/result');
    expect(url.searchParams.get('userName')).toBe('Sam');
  });

  it.each([
    ['abc', '0'],
    ['25', '20'],
    ['4', '4'],
  ])('sends snow days typed as %j as %s', async (typed, sent) => {
    const user = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Buffalo');
    const snowDays = screen.getByRole('spinbutton', { name: 'Snow days used this year' });
    await user.clear(snowDays);
    await user.type(snowDays, typed);
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));
    expect((await submittedUrl()).searchParams.get('snowDays')).toBe(sent);
    expect(snowDays).toHaveValue(Number(sent)); // the field shows the count used
  });
});

describe('CalculatorForm: school type dropdown (docs/product/inputs.md#form)', () => {
  it('works with the keyboard and submits the chosen value', async () => {
    const user = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Buffalo');
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'School type' });
    expect(combobox).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'School type' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent(
      'Rural Public',
    );
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Rural Public');
    expect(listbox).toBeVisible(); // still open for ~100 ms
    await waitFor(() => expect(listbox).not.toBeVisible());

    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));
    expect((await submittedUrl()).searchParams.get('schoolType')).toBe('Rural Public');
  });

  it('shows translated labels but submits the English value (zh)', async () => {
    const user = await renderForm('/zh');
    await user.type(screen.getByRole('textbox', { name: '地点' }), '北京');
    await user.click(screen.getByRole('combobox', { name: '学校类型' }));
    await user.click(screen.getByRole('option', { name: '私立学校' }));
    await user.click(screen.getByRole('button', { name: '计算雪天停课概率' }));
    const url = await submittedUrl();
    expect(url.pathname).toBe('/zh/result');
    expect(url.searchParams.get('schoolType')).toBe('Private/Prep');
  });
});
