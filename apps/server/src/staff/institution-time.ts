/**
 * Times as the admissions office reads them, where the institution is (its configured time zone,
 * never the server's): for a spreadsheet, and for data that keeps its offset.
 */
export interface InstitutionTime {
  /** 2027-01-15 14:03: a spreadsheet reads it as a date and time; the zone is in the header. */
  cell(at: Date): string;
  /** 2027-01-15T14:03:07-05:00: ISO 8601 with the institution's offset that day. */
  iso(at: Date): string;
}

export function institutionTime(timeZone: string): InstitutionTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  const parts = (at: Date) => {
    const found = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    // 'GMT-05:00', or 'GMT' alone where the offset is zero.
    const offset = (found.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
    return { ...found, offset } as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> & {
      offset: string;
    };
  };
  return {
    cell(at) {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    },
    iso(at) {
      const p = parts(at);
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.offset}`;
    },
  };
}
