import {
  ACCURACY_URLS,
  askAnswerSchema,
  reportAnswerSchema,
  type AskAnswer,
  type ReportAnswer,
  type ReportRequest,
} from '@snowday/shared-i18n/contract/accuracy';

/**
 * The browser's side of the families' reports (docs/product/accuracy.md#the-question): this
 * device's own random id and the API on the page's own origin. zod comes with this file, which
 * the result page loads only once its answer is on screen.
 */

/** Where this device keeps its id: random, never derived from anything about the visitor. */
const DEVICE_KEY = 'snow-day-report-device';
/** The header the API reads the device from: never in a URL, so never in a log. */
const DEVICE_HEADER = 'x-report-device';

export type Ask = NonNullable<AskAnswer['ask']>;

function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // 16 bytes as URL-safe base64: 22 characters, the shortest id the API takes.
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This device's id, made and kept on first use. None when the browser blocks storage: a device
 * that cannot keep its id could answer again as a new one each visit, so it is not asked.
 */
export function deviceId(storage: () => Storage = () => window.localStorage): string | undefined {
  try {
    const kept = storage().getItem(DEVICE_KEY);
    if (kept && /^[\w-]{22,64}$/.test(kept)) return kept;
    const made = randomDeviceId();
    storage().setItem(DEVICE_KEY, made);
    return storage().getItem(DEVICE_KEY) === made ? made : undefined;
  } catch {
    return undefined;
  }
}

export interface AskedResult {
  location: string;
  schoolType: string;
  snowDays: number;
  /** The day to ask about (the result's line's, an alert's); else the server's passed day. */
  day?: string;
}

/** The question for this result, if its day has passed there; none on any failure. */
export async function fetchAsk(asked: AskedResult, device: string): Promise<Ask | null> {
  const query = new URLSearchParams({
    location: asked.location,
    schoolType: asked.schoolType,
    snowDays: String(asked.snowDays),
    ...(asked.day ? { day: asked.day } : {}),
  });
  try {
    const response = await fetch(`${ACCURACY_URLS.ask}?${query.toString()}`, {
      headers: { [DEVICE_HEADER]: device },
    });
    if (!response.ok) return null;
    const parsed = askAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.ask : null;
  } catch {
    return null;
  }
}

/** Sends (or changes) this device's answer; true when the server kept it. */
export async function sendReport(request: ReportRequest): Promise<boolean> {
  try {
    const response = await fetch(ACCURACY_URLS.reports, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) return false;
    return reportAnswerSchema.safeParse(await response.json()).success;
  } catch {
    return false;
  }
}

export type { ReportAnswer };
