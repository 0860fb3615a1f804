import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AlertsDatabase } from '../../core/alerts/alerts-database';
import type { DatabaseLink } from '../../core/database/database-link';
import type { ForecastSource } from '../../core/forecast/forecast-source';
import { describeError } from '../../core/observability/error-lines';
import type { RedisLink } from '../../core/redis/redis-link';
import type { PlaceOutlook } from '../../section-runner';
import { SharedRateLimitStore } from '../http/shared-rate-limit-store';
import { createAlertsRouter } from './alerts-router';

export interface AlertsApiOptions {
  forecasts: ForecastSource;
  /** The calculator's server entry: it names a place and its time zone as a visitor subscribes. */
  outlook: PlaceOutlook;
  redis?: RedisLink;
  /** `ALERTS_MAX_SUBSCRIPTIONS`. */
  maxSubscriptions: number;
  log: Logger;
}

/**
 * The alerts' HTTP API (docs/product/alerts.md), mounted by the web process at the contract's
 * `ALERTS_API.base`: it takes and removes subscriptions; the alert worker sends. While the
 * database is away it answers `503 alerts-unavailable` (docs/product/alerts.md#database-down).
 */
export function createAlertsApi(
  link: DatabaseLink<AlertsDatabase>,
  { forecasts, outlook, redis, maxSubscriptions, log }: AlertsApiOptions,
): Router {
  return createAlertsRouter({
    store: () => {
      const alerts = link.current();
      return alerts && { db: alerts.db, publicKey: alerts.vapid.publicKey };
    },
    maxSubscriptions,
    allowEndpoint: (endpoint) => link.current()?.allowEndpoint(endpoint) ?? false,
    forecasts,
    outlook,
    ...(redis ? { rateLimitStore: new SharedRateLimitStore(redis, 'snowday:alerts-rate:') } : {}),
    onError: (error) => log.error(describeError(error), 'alerts: request failed'),
  });
}
