import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AlertsDatabase } from '../../core/alerts/alerts-database';
import type { ForecastSource } from '../../core/forecast/forecast-source';
import type { RedisLink } from '../../core/redis/redis-link';
import type { PlaceOutlook } from '../../section-runner';
import { SharedRateLimitStore } from '../http/shared-rate-limit-store';
import { createAlertsRouter } from './alerts-router';

export interface AlertsApiOptions {
  forecasts: ForecastSource;
  /** The calculator's server entry: it names a place and its time zone as a visitor subscribes. */
  outlook: PlaceOutlook;
  redis?: RedisLink;
  log: Logger;
}

/**
 * The alerts' HTTP API (docs/product/alerts.md), mounted by the web process at the contract's
 * `ALERTS_API.base`: it takes and removes subscriptions; the alert worker sends.
 */
export function createAlertsApi(
  { db, vapid, allowEndpoint }: AlertsDatabase,
  { forecasts, outlook, redis, log }: AlertsApiOptions,
): Router {
  return createAlertsRouter({
    db,
    publicKey: vapid.publicKey,
    allowEndpoint,
    forecasts,
    outlook,
    ...(redis ? { rateLimitStore: new SharedRateLimitStore(redis, 'snowday:alerts-rate:') } : {}),
    onError: (error) =>
      log.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'alerts: request failed',
      ),
  });
}
