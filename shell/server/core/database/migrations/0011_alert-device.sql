-- Up Migration
-- One push address, one spelling, one row (docs/product/alerts.md#one-address-one-spelling).
-- Until now an address was kept as the request wrote it, so `https://FCM.googleapis.com/...`,
-- `...:443/...`, `.../%2e...` and four more spellings of one device's address were seven
-- addresses. From now on the API stores the address in its one spelling
-- (`canonicalEndpoint`, shell/server/core/alerts/push/push-endpoints.ts), and the rows kept
-- before are spelled the same way here.

-- The same spelling as `canonicalEndpoint` for what browsers and the old API could have stored:
-- nothing around it, no tab or line break, no fragment, scheme and host in lower case, the
-- host's trailing dot and the default port gone, unreserved characters decoded and other
-- percent-encodings in capitals, dot segments resolved. NULL for text that is no http(s) address:
-- such a row is left as it is, and the alert worker drops it at its next send, as it drops any
-- address its rules refuse.
CREATE FUNCTION pg_temp.normalise_percents(part text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result text := '';
  rest text := part;
  at int;
  code int;
BEGIN
  LOOP
    at := strpos(rest, '%');
    EXIT WHEN at = 0;
    result := result || substr(rest, 1, at - 1);
    IF substr(rest, at + 1, 2) ~ '^[0-9A-Fa-f]{2}$' THEN
      code := ('x' || lpad(substr(rest, at + 1, 2), 8, '0'))::bit(32)::int;
      IF code > 0 AND chr(code) ~ '^[A-Za-z0-9._~-]$' THEN
        result := result || chr(code);
      ELSE
        result := result || '%' || upper(substr(rest, at + 1, 2));
      END IF;
      rest := substr(rest, at + 3);
    ELSE
      result := result || '%';
      rest := substr(rest, at + 1);
    END IF;
  END LOOP;
  RETURN result || rest;
END $$;

CREATE FUNCTION pg_temp.canonical_endpoint(raw text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  text_ text := raw;
  parts text[];
  hostport text[];
  scheme text;
  host text;
  port text;
  path text;
  query text;
  segments text[];
  kept text[] := '{}';
  segment text;
  i int;
BEGIN
  text_ := regexp_replace(text_, '[\t\n\r]', '', 'g');
  text_ := regexp_replace(text_, '^[\x01-\x20]+|[\x01-\x20]+$', '', 'g');
  text_ := split_part(text_, '#', 1);
  parts := regexp_match(text_, '^([A-Za-z][A-Za-z0-9+.-]*)://([^/?@]*)([^?]*)(\?.*)?$');
  IF parts IS NULL THEN RETURN NULL; END IF;
  scheme := lower(parts[1]);
  IF scheme NOT IN ('http', 'https') THEN RETURN NULL; END IF;
  hostport := regexp_match(parts[2], '^(\[[^]]*\]|[^:]*)(?::([0-9]*))?$');
  IF hostport IS NULL THEN RETURN NULL; END IF;
  host := regexp_replace(lower(pg_temp.normalise_percents(hostport[1])), '\.$', '');
  IF host = '' THEN RETURN NULL; END IF;
  port := coalesce(hostport[2], '');
  IF port <> '' THEN
    port := (port::int)::text;
    IF (scheme = 'https' AND port = '443') OR (scheme = 'http' AND port = '80') THEN
      port := '';
    END IF;
  END IF;
  path := pg_temp.normalise_percents(coalesce(nullif(parts[3], ''), '/'));
  query := pg_temp.normalise_percents(coalesce(parts[4], ''));
  IF query = '?' THEN query := ''; END IF;
  segments := string_to_array(substr(path, 2), '/');
  FOR i IN 1 .. coalesce(array_length(segments, 1), 0) LOOP
    segment := segments[i];
    IF segment = '.' THEN
      IF i = array_length(segments, 1) THEN kept := kept || ''; END IF;
    ELSIF segment = '..' THEN
      kept := kept[1:greatest(coalesce(array_length(kept, 1), 0) - 1, 0)];
      IF i = array_length(segments, 1) THEN kept := kept || ''; END IF;
    ELSE
      kept := kept || segment;
    END IF;
  END LOOP;
  RETURN scheme || '://' || host || CASE WHEN port = '' THEN '' ELSE ':' || port END
    || '/' || array_to_string(kept, '/') || query;
END $$;

CREATE TEMP TABLE endpoint_spelling ON COMMIT DROP AS
  SELECT id, endpoint AS raw, coalesce(pg_temp.canonical_endpoint(endpoint), endpoint) AS canonical,
    p256dh, auth, created_at
  FROM alert_subscription;

-- An address written otherwise than its device writes it, with other keys than the device's: a
-- takeover the old API let through. The device's keys are those of its own spelling (a browser
-- gives its address in the one spelling), else of the address's first subscription.
WITH owner AS (
  SELECT DISTINCT ON (canonical) canonical, p256dh, auth FROM endpoint_spelling
  ORDER BY canonical, (raw = canonical) DESC, created_at, id
)
DELETE FROM alert_subscription s
  USING endpoint_spelling e, owner o
  WHERE s.id = e.id AND o.canonical = e.canonical AND e.raw <> e.canonical
    AND (s.p256dh, s.auth) IS DISTINCT FROM (o.p256dh, o.auth);

-- The same device, place and school type under two spellings: the latest change stays.
DELETE FROM alert_subscription s
  USING endpoint_spelling e
  WHERE s.id = e.id AND EXISTS (
    SELECT 1 FROM alert_subscription t JOIN endpoint_spelling f ON f.id = t.id
    WHERE f.canonical = e.canonical AND t.place_key = s.place_key
      AND t.school_type = s.school_type AND (t.updated_at, t.id) > (s.updated_at, s.id));

UPDATE alert_subscription s SET endpoint = e.canonical
  FROM endpoint_spelling e WHERE s.id = e.id AND s.endpoint <> e.canonical;

-- One row per push address: unique, and what every request about that address locks first, so
-- that "already taken" and the ten places a device may follow are decided one request at a
-- time, however many arrive at once. Kept while a subscription has the address (the daily sweep
-- removes the others).
CREATE TABLE alert_device (
  endpoint text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO alert_device (endpoint) SELECT DISTINCT endpoint FROM alert_subscription;

DROP FUNCTION pg_temp.canonical_endpoint(text);
DROP FUNCTION pg_temp.normalise_percents(text);

-- Down Migration
DROP TABLE alert_device;
