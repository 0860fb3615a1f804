-- Up Migration
-- The site's own accuracy (docs/product/accuracy.md): the chances the server published, what
-- families reported, and the summary the page reads. No name, no address, no precise place.

-- A chance as the server published it, per place (as the weather service names it), school
-- type, snow days and day: the last one shown before 06:00 on the day, in the place's time zone
-- (docs/product/accuracy.md#what-is-compared).
CREATE TABLE accuracy_forecast (
  -- country|region|name, lower case: the weather service's own name for the place.
  place_key text NOT NULL,
  place_name text NOT NULL,
  region text NOT NULL,
  country text NOT NULL,
  time_zone text NOT NULL,
  school_type text NOT NULL,
  snow_days smallint NOT NULL CHECK (snow_days BETWEEN 0 AND 20),
  -- The place's own calendar day, YYYY-MM-DD.
  day date NOT NULL,
  chance smallint NOT NULL CHECK (chance BETWEEN 0 AND 100),
  first_published_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (place_key, school_type, snow_days, day)
);
CREATE INDEX accuracy_forecast_day ON accuracy_forecast (day);

-- One answer per device, place, school type and day; sending again changes it.
CREATE TABLE accuracy_report (
  -- SHA-256 of the device's own random id; the id stays on the device.
  device_hash text NOT NULL,
  place_key text NOT NULL,
  place_name text NOT NULL,
  region text NOT NULL,
  country text NOT NULL,
  school_type text NOT NULL,
  snow_days smallint NOT NULL CHECK (snow_days BETWEEN 0 AND 20),
  day date NOT NULL,
  answer text NOT NULL CHECK (answer IN ('closed', 'delayed', 'open', 'unknown')),
  -- 'held': a burst or an outlier, counted and not scored until an operator accepts it.
  status text NOT NULL DEFAULT 'accepted' CHECK (status IN ('accepted', 'held')),
  -- Written by the development simulation only: a summary with any is marked simulated.
  simulated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_hash, place_key, school_type, day)
);
CREATE INDEX accuracy_report_forecast ON accuracy_report (place_key, school_type, snow_days, day);
CREATE INDEX accuracy_report_device ON accuracy_report (device_hash, created_at);
CREATE INDEX accuracy_report_day ON accuracy_report (day);

-- What the aggregate job computed last: the page reads this row, never the reports.
CREATE TABLE accuracy_summary (
  id smallint PRIMARY KEY CHECK (id = 1),
  summary jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- The key report tokens are signed with when ACCURACY_SECRET is unset, shared by every instance
-- on this database (docs/product/accuracy.md#abuse).
CREATE TABLE accuracy_secret (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE accuracy_secret;
DROP TABLE accuracy_summary;
DROP TABLE accuracy_report;
DROP TABLE accuracy_forecast;
