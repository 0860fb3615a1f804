/** The values `/result` reads (SPEC 3 "Share link parameters"). */
export interface ResultLinkValues {
  location: string;
  schoolType: string;
  snowDays: number;
  userName?: string | undefined;
}

/**
 * The query of a result link, used by the form and by the share link alike: exactly these
 * names, the count as text, and `userName` only when there is one (SPEC 2, 3).
 */
export function resultLinkQuery({ location, schoolType, snowDays, userName }: ResultLinkValues) {
  const query = new URLSearchParams({ location, schoolType, snowDays: String(snowDays) });
  if (userName) query.set('userName', userName);
  return query;
}
