/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm, as a datetime-local field gives it) names in
 * `timeZone`, whatever the browser's own zone: an admin in another state sets a release for 9:00
 * where the institution is. Null for a time that does not exist (February 30th, a malformed value).
 *
 * Intl has no way back from a zone's wall time, only forward: the zone's offset at a moment is its
 * wall time there read as if it were UTC, less the moment. The offset at the wall time read as UTC
 * is a first guess; the offset at that guess corrects it across a daylight-saving change.
 */
export function instantInTimeZone(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (moment: number) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(moment)).map((part) => [part.type, Number(part.value)]),
    );
    const asUtc = Date.UTC(
      parts.year!,
      parts.month! - 1,
      parts.day!,
      parts.hour!,
      parts.minute!,
      parts.second!,
    );
    return asUtc - Math.floor(moment / 1000) * 1000;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** The instant of a wall-clock time in `timeZone` if it is still to come; null otherwise. */
export function futureInstant(local: string, timeZone: string): Date | null {
  const instant = instantInTimeZone(local, timeZone);
  return instant && instant.getTime() > Date.now() ? instant : null;
}
