import { expect, t, test } from './fixtures';

/**
 * The result explains itself, in the built site with sample forecasts: why each chance, when
 * and how much snow, and the official alerts (docs/product/explanation.md,
 * docs/product/weather-data.md).
 */
test('a day explains its chance, its snow hours and snowfall, under the alerts in force', async ({
  page,
}) => {
  await page.goto('/result?location=14201&units=metric');
  const alerts = page.getByTestId('weather-alert');
  await expect(alerts.first()).toBeVisible();
  await expect(alerts).toHaveCount(2);
  // Winter first, in the agency's own words, marked as such.
  await expect(alerts.first()).toContainText('Winter Storm Warning');
  await expect(alerts.first()).toContainText(t('en', 'result', 'alerts.source'));
  await expect(alerts.first().locator('blockquote')).toHaveAttribute('lang', 'en');

  const card = page.getByTestId('forecast-card').first();
  await expect(card.getByTestId('day-snowfall')).toHaveText('Expected snowfall: 32.5 cm');
  await expect(card.getByTestId('day-timing')).toContainText('4:00 AM–5:00 PM');
  await expect(card.getByTestId('day-timing')).toContainText(
    t('en', 'result', 'timing.schoolMorning')
      .replace('{{from}}', '5:00 AM')
      .replace('{{until}}', '9:00 AM'),
  );

  const why = card.getByTestId('day-why');
  await expect(why).not.toHaveAttribute('open');
  await why.getByText('Why this chance?').focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('open');
  // Plain words first; the arithmetic behind "show the calculation", replaying to the chance.
  const lines = why.getByTestId('day-why-lines').getByRole('listitem');
  await expect(lines.first()).toHaveText('28.4 mm of snow or rain is forecast: +70');
  const calculation = why.getByTestId('day-why-calc');
  await expect(calculation).not.toHaveAttribute('open');
  await calculation.getByText(t('en', 'result', 'why.showCalculation')).click();
  const steps = calculation.getByRole('listitem');
  await expect(steps.first()).toHaveText('28.4 mm of precipitation: +70');
  const chance = await card.getByTestId('card-chance').textContent();
  await expect(steps.last()).toHaveText(`Rounded, between 5% and 95%: ${chance ?? ''}`);
});

test('the explanation stays out of the share image', async ({ page }) => {
  await page.goto('/result?location=14201');
  await expect(page.getByTestId('day-why').first()).toHaveAttribute('data-share-ignore', '');
});
