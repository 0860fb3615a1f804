import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseResultQuery } from '../../result';
import { toSnowDays } from '../../../lib/result-link';
import { CalculatorForm } from './calculator-form';

/**
 * docs/product/hardening.md#bad-input: nasty text typed into the form gives a well-formed /result
 * link that reads back.
 */

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

const CASES = [
  {
    location: '  <img src=x onerror=alert(1)> & = # ? %E0%A4%A %00 + ',
    snowDays: '1e309',
    name: '"><svg onload=alert(1)>',
  },
  { location: '\u202eK1A 0B1\u200f 👨‍👩‍👧', snowDays: '-1', name: ' javascript:alert(1) 😀 ' },
  { location: `哈尔滨 ${'x'.repeat(120)}`, snowDays: '0x10', name: `${'😀'.repeat(30)}` },
];

describe('CalculatorForm with nasty input', { timeout: 20_000 }, () => {
  it.each(CASES)('submits $location as a well-formed link', async (typed) => {
    await setupI18nFor('/');
    // No pause between keystrokes: a few hundred characters are typed per case.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        <CalculatorForm />
        <LocationProbe />
      </>,
    );
    const location = screen.getByRole<HTMLInputElement>('textbox', { name: 'Location' });
    const snowDays = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Snow days used this year',
    });
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name (optional)' });
    // Typed key by key, then a long tail pasted (as visitors do with long addresses).
    await user.type(location, typed.location.slice(0, 60));
    await user.paste(typed.location.slice(60));
    await user.clear(snowDays);
    await user.type(snowDays, typed.snowDays);
    await user.click(name);
    await user.paste(typed.name);
    // What the fields hold once the browser (here jsdom) applied maxLength and number parsing.
    const held = { location: location.value, snowDays: snowDays.value, name: name.value };
    await user.click(screen.getByRole('button', { name: 'Calculate Snow Day Chances' }));

    // The submission checks the draft once the form's schema has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/result\?/));
    const link = screen.getByTestId('location').textContent ?? '';
    // Every special character is percent-encoded: nothing can start a fragment or a new key.
    expect(link).toMatch(/^\/result\?[\w%*+.=&-]+$/);
    const url = new URL(link, 'https://snow.example');
    expect([...url.searchParams.keys()]).toEqual(
      held.name.trim()
        ? ['location', 'schoolType', 'snowDays', 'userName']
        : ['location', 'schoolType', 'snowDays'],
    );
    expect(parseResultQuery(url.searchParams)).toEqual({
      location: held.location.trim(),
      schoolType: 'Public',
      snowDays: toSnowDays(held.snowDays),
      userName: held.name.trim() || undefined,
    });
  });
});
