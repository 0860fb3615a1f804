import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RedisLink } from '../../core/redis/redis-link';

/**
 * The per-IP limit counted in Redis (`rate-limit-redis`), so N instances allow a client the
 * limit once, not N times; counted in this process while Redis is away.
 */
export class SharedRateLimitStore implements Store {
  private readonly memory = new MemoryStore();
  private options: Options | undefined;
  private shared: Promise<RedisStore> | undefined;

  constructor(
    private readonly link: RedisLink,
    private readonly keyPrefix = 'snowday:rate:',
  ) {}

  /**
   * Told to express-rate-limit, whose check that a request is counted once per key
   * (ERR_ERL_DOUBLE_COUNT) tells stores of one class apart by it: without it, a result page
   * counted against the forecasts' limit and the renders' was taken for one key counted twice.
   */
  get prefix(): string {
    return this.keyPrefix;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  /** rate-limit-redis loads its scripts once; after an outage they are loaded again. */
  private redisStore(): Promise<RedisStore> {
    this.shared ??= (async () => {
      const store = new RedisStore({
        prefix: this.keyPrefix,
        sendCommand: (command: string, ...args: string[]) =>
          this.link.client.call(command, ...args) as Promise<RedisReply>,
      });
      if (this.options) await store.init(this.options);
      return store;
    })();
    return this.shared;
  }

  private async either<T>(
    viaRedis: (store: RedisStore) => Promise<T>,
    inMemory: () => T | Promise<T>,
  ): Promise<T> {
    if (!this.link.up()) return inMemory();
    try {
      return await viaRedis(await this.redisStore());
    } catch (error) {
      this.shared = undefined;
      this.link.failed(error);
      return inMemory();
    }
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (store) => store.get(key),
      () => this.memory.get(key),
    );
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      (store) => store.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (store) => store.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      (store) => store.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }
}
