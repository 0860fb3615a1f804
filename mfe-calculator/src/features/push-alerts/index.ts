/**
 * Public API of the push alerts' page half: the offer below the units switch, which loads the
 * form and the push code only when a visitor reaches for it (docs/product/alerts.md#on-the-page).
 */
export { AlertsOffer } from './components/push-alerts-offer';
