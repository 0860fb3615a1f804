-- Up Migration
-- When a subscription's push service first accepted a notification for it: one that never has
-- within ALERTS_UNDELIVERED_DAYS of being made is removed by the daily sweep
-- (docs/product/alerts.md#how-long). Deliveries are kept 8 days only, so this is kept here.
ALTER TABLE alert_subscription ADD COLUMN first_sent_at timestamptz;
UPDATE alert_subscription s SET first_sent_at = (
  SELECT min(d.sent_at) FROM alert_delivery d WHERE d.subscription_id = s.id AND d.status = 'sent'
);
CREATE INDEX alert_subscription_never_sent ON alert_subscription (created_at)
  WHERE first_sent_at IS NULL;

-- Down Migration
DROP INDEX alert_subscription_never_sent;
ALTER TABLE alert_subscription DROP COLUMN first_sent_at;
