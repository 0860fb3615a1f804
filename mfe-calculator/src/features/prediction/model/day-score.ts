/**
 * Step 1 and step 2 of the day prediction (docs/product/prediction.md#score): the raw score of one
 * forecast day, before the location / school / snow-day factors.
 */

/** One forecast day, in the units of the weather API's daily block. */
export interface DayWeather {
  /** maxtemp_c */
  maxTempC: number;
  /** mintemp_c */
  minTempC: number;
  /** totalprecip_mm */
  precipMm: number;
  /** maxwind_kph */
  windKph: number;
  /** daily_chance_of_snow, 0..100 */
  snowChancePct: number;
}

/**
 * Returns the step-2 score (always >= 0), or null when step 1 short-circuits
 * (too warm, or no chance of snow). null rather than 0 because step 1 fixes
 * the chance at 5 directly, skipping the factors and the percentage bands;
 * keeping the two cases distinct lets the caller follow the rule literally.
 */
export function rawDayScore(day: DayWeather): number | null {
  const max = day.maxTempC;
  const min = day.minTempC;
  const precip = day.precipMm;
  const wind = day.windKph;
  const snow = day.snowChancePct;

  // Step 1 (docs/product/prediction.md#early-stop). `=== 0` also matches -0.
  if (max > 10 || snow === 0) return null;

  // Step 2 (docs/product/prediction.md#score), in the normative order: each cap only limits what
  // was added before it, so reordering these lines changes results.
  let score = 0;
  if (precip >= 20) score += 70;
  else if (precip >= 10) score += 40;
  else if (precip >= 5) score += 20;

  if (min < -10) score += 20;
  else if (min < -5) score += 10;
  else if (min < 0) score += 5;

  // Almost no precipitation: cold alone cannot push the score far.
  if (precip < 2) score = Math.min(score, 15);

  if (wind > 30) score += 10;

  if (snow > 70) score += 15;
  else if (snow > 50) score += 5;
  else if (snow < 10) score = Math.min(score, 10);

  // Above-freezing nights: what falls is likely rain or melts.
  if (min > 5) score -= 130;
  else if (min > 2) score -= 50;

  return Math.max(score, 0);
}
