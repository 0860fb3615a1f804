/**
 * A subscription request as the result page's alerts form sends it, for the scale tests: a
 * well-formed push address at a known push service (nothing is ever sent to it) and keys of the
 * right length.
 */
export function sampleSubscription(tag: string, location: string) {
  return {
    subscription: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${tag}-${String(Date.now())}`,
      // 65 bytes starting 0x04 (an uncompressed P-256 point) and 16 bytes, in base64url.
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
    location,
    schoolType: 'Public',
    snowDays: 0,
    language: 'en',
    units: 'us',
    threshold: 'delay',
    hours: ['morning'],
  };
}
