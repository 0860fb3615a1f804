-- Up Migration
-- Snow-day alerts (docs/product/alerts.md): who asked to hear about which place, and what each
-- was sent. No name is ever stored.

-- A place subscriptions share: one forecast request per place per run, whoever follows it.
CREATE TABLE alert_place (
  -- The forecast cache's key for the place (lower case, spaces collapsed).
  key text PRIMARY KEY,
  -- What is sent to the weather service: the place as typed, or rounded coordinates.
  query text NOT NULL,
  -- The forecast's own name for it ("Buffalo, New York") and its IANA time zone.
  name text NOT NULL,
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alert_subscription (
  id uuid PRIMARY KEY,
  -- SHA-256 of the secret handed to the device; the secret itself is never stored.
  secret_hash text NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  place_key text NOT NULL REFERENCES alert_place (key),
  location text NOT NULL,
  school_type text NOT NULL,
  snow_days smallint NOT NULL CHECK (snow_days BETWEEN 0 AND 20),
  language text NOT NULL,
  units text NOT NULL CHECK (units IN ('metric', 'us')),
  threshold text NOT NULL CHECK (threshold IN ('delay', 'closure')),
  evening boolean NOT NULL,
  morning boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the first failed send since the last success; 30 days later the subscription goes.
  failing_since timestamptz,
  CHECK (evening OR morning),
  -- One subscription per device, place and school type: subscribing again replaces it.
  UNIQUE (endpoint, place_key, school_type)
);
CREATE INDEX alert_subscription_place ON alert_subscription (place_key);
CREATE INDEX alert_subscription_failing ON alert_subscription (failing_since)
  WHERE failing_since IS NOT NULL;

-- Every notification decided, before it is sent (an outbox): its id is derived from what it says
-- (subscription, day, band), so deciding twice, on any instance, records it once.
CREATE TABLE alert_delivery (
  id uuid PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES alert_subscription (id) ON DELETE CASCADE,
  -- The school day in the place's time zone, YYYY-MM-DD.
  day text NOT NULL,
  -- 'evening' (about tomorrow) or 'morning' (about today).
  slot text NOT NULL CHECK (slot IN ('evening', 'morning')),
  band text NOT NULL,
  band_rank smallint NOT NULL,
  chance smallint NOT NULL,
  snowfall_cm real,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (subscription_id, day, band_rank)
);
CREATE INDEX alert_delivery_created ON alert_delivery (created_at);

-- A VAPID key pair made by the server when none is configured, shared by every instance that
-- shares this database (docs/product/alerts.md#keys).
CREATE TABLE alert_vapid_key (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE alert_vapid_key;
DROP TABLE alert_delivery;
DROP TABLE alert_subscription;
DROP TABLE alert_place;
