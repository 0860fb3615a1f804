-- Up Migration
-- The forecast's own parts of a place's name, in the weather service's English, so that each
-- notification names the place in its subscriber's language (docs/product/pages.md#place-names).
-- Empty until the place's next forecast: until then a notification uses `name`.
ALTER TABLE alert_place
  ADD COLUMN city text NOT NULL DEFAULT '',
  ADD COLUMN region text NOT NULL DEFAULT '',
  ADD COLUMN country text NOT NULL DEFAULT '';

-- Down Migration
ALTER TABLE alert_place DROP COLUMN city, DROP COLUMN region, DROP COLUMN country;
