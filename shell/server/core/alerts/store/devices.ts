import type { Generated } from 'kysely';
import type { Queryable } from '../../database/database';
import { queryBuilder, run } from '../../database/query-builder';

/**
 * `alert_device` (migration 0011): one row per push address, in its one spelling
 * (docs/product/alerts.md#one-address-one-spelling), unique.
 */
export interface AlertDeviceTable {
  endpoint: string;
  created_at: Generated<Date>;
}

const devices = queryBuilder<{ alert_device: AlertDeviceTable }>();

/**
 * The push address's own row, made if it is new, locked until the transaction ends: requests
 * about one device are decided one after another, so "already taken" and the places a device
 * may follow hold however many arrive at once. (An update that changes nothing takes the lock
 * whether the row was there or was made meanwhile.)
 */
export async function lockDevice(tx: Queryable, endpoint: string): Promise<void> {
  await run(
    tx,
    devices
      .insertInto('alert_device')
      .values({ endpoint })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ endpoint })),
  );
}
