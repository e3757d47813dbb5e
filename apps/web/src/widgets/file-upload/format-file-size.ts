/**
 * A file size with no decimals in decimal units, written in `locale`: '512 B', '312 kB', '1 MB'.
 * Intl's unit symbols: kB is the SI kilobyte (1,000 bytes), which is what the 1 MB limit counts.
 * Bytes are written 'B' by hand: Intl's short form is 'byte' ('512 byte'), which reads as a mistake.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1_000) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  // Rounded first: 999,600 bytes is '1 MB', not '1,000 kB'.
  const kilobytes = Math.round(bytes / 1_000) < 1_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: kilobytes ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 0,
  }).format(kilobytes ? bytes / 1_000 : bytes / 1_000_000);
}
