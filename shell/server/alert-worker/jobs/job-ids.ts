import { createHash } from 'node:crypto';

/**
 * A UUID made from what a job or a notification is about, so the same thing asked twice (by a
 * retried run, by another instance) is one row: the engine and the outbox ignore the second.
 */
export function idFor(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join('\u001f')).digest('hex');
  // Shaped as a version-8 (custom) UUID, RFC 9562.
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The push `Topic` of a subscriber's day: 32 URL-safe characters, the most a topic may have. */
export function topicFor(subscriptionId: string, day: string): string {
  return createHash('sha256').update(`${subscriptionId}:${day}`).digest('base64url').slice(0, 32);
}
