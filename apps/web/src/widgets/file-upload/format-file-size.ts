/**
 * A file size with no decimals in decimal units: '512 B', '312 kB', '1 MB'.
 * Intl's unit symbols: kB is the SI kilobyte (1,000 bytes), which is what the 1 MB limit counts.
 * Bytes are written 'B' by hand: Intl's short form is 'byte' ('512 byte'), which reads as a mistake.
 */
const BYTES = new Intl.NumberFormat('en-US');
const KILOBYTES = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
});
const MEGABYTES = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 0,
});

export function formatFileSize(bytes: number): string {
  if (bytes < 1_000) return `${BYTES.format(bytes)} B`;
  // Rounded first: 999,600 bytes is '1 MB', not '1,000 kB'.
  if (Math.round(bytes / 1_000) < 1_000) return KILOBYTES.format(bytes / 1_000);
  return MEGABYTES.format(bytes / 1_000_000);
}
