import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq';

async function renderFaq(route = '/') {
  await setupI18nFor(route);
  const user = userEvent.setup();
  renderWithProviders(<Faq />, { route });
  return user;
}

describe('Faq (docs/product/pages.md#home: five collapsible pairs)', () => {
  it('lists five collapsed questions under an h2', async () => {
    await renderFaq();
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frequently asked questions',
    );
    const items = within(section).getAllByRole('group');
    expect(items).toHaveLength(5);
    for (const item of items) expect(item).not.toHaveAttribute('open');
    expect(screen.getByText(/between 5% and 95%/)).not.toBeVisible();
  });

  it('expands an answer on click and collapses it again', async () => {
    const user = await renderFaq();
    const question = screen.getByText('What do the percentages mean?');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/between 5% and 95%/)).toBeVisible();
    await user.click(question);
    expect(question.closest('details')).not.toHaveAttribute('open');
  });

  // Browsers toggle a focused <summary> with Enter and Space; jsdom does not emulate that, so
  // this checks the part that is ours: each question is reachable with Tab.
  it('puts every question in the Tab order', async () => {
    const user = await renderFaq();
    for (const item of screen.getAllByRole('group')) {
      await user.tab();
      expect(item.querySelector('summary')).toHaveFocus();
    }
  });

  it('is translated (fr)', async () => {
    await renderFaq('/fr');
    expect(screen.getByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(5);
  });
});
