/** EXIF orientation: how the stored pixels must be turned or mirrored to stand upright (1: as stored). */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** What an image's header says about it, read without decoding a single pixel. */
export interface ImageHeader {
  kind: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
  /** From the JPEG's EXIF data; 1 for PNG and GIF, whose viewers do not turn them. */
  orientation: ExifOrientation;
}

/**
 * Decoding a PNG allocates width × height × up to 8 bytes whatever the file's size, so a 1 MB
 * upload can claim to be gigabytes of pixels. Dimensions are therefore read from the header and
 * bounded before anything is decoded. 40 megapixels is more than a phone camera takes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

export function exceedsImageLimits({ width, height }: ImageHeader): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8];
const GIF87_SIGNATURE = [...'GIF87a'].map((c) => c.charCodeAt(0));
const GIF89_SIGNATURE = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** The header of a PNG, JPEG or GIF, or undefined for anything else, truncated or malformed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) return readPngHeader(view);
  if (startsWith(bytes, JPEG_SIGNATURE)) return readJpegHeader(view);
  if (startsWith(bytes, GIF87_SIGNATURE) || startsWith(bytes, GIF89_SIGNATURE)) return readGifHeader(view);
  return undefined;
}

const IHDR = 0x49484452;

/** The PNG specification puts IHDR first, right after the signature: length, type, width, height. */
function readPngHeader(view: DataView): ImageHeader | undefined {
  if (view.byteLength < 24 || view.getUint32(12) !== IHDR) return undefined;
  return sized('png', view.getUint32(16), view.getUint32(20), 1);
}

/** The logical screen descriptor follows the signature: width and height, little-endian. */
function readGifHeader(view: DataView): ImageHeader | undefined {
  if (view.byteLength < 10) return undefined;
  return sized('gif', view.getUint16(6, true), view.getUint16(8, true), 1);
}

/**
 * Walks the JPEG's marker segments to the start of the image data (SOS), taking the dimensions
 * from the frame header (SOFn) and the EXIF orientation (APP1) on the way. A file that ends before
 * its image data is not a picture, though pdf-lib, which reads only the frame header, would embed it.
 */
function readJpegHeader(view: DataView): ImageHeader | undefined {
  let orientation: ExifOrientation = 1;
  let size: { width: number; height: number } | undefined;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // a fill byte before the marker
    } else if (isStandaloneMarker(marker)) {
      offset += 2;
    } else {
      const length = view.getUint16(offset + 2);
      const end = offset + 2 + length;
      if (length < 2 || end > view.byteLength) return undefined;
      if (marker === START_OF_SCAN) return size && sized('jpeg', size.width, size.height, orientation);
      const segment = new DataView(view.buffer, view.byteOffset + offset + 4, length - 2);
      if (isStartOfFrame(marker) && segment.byteLength >= 5) {
        size ??= { width: segment.getUint16(3), height: segment.getUint16(1) };
      }
      if (marker === APP1) orientation = readExifOrientation(segment) ?? orientation;
      offset = end;
    }
  }
  return undefined;
}

const START_OF_SCAN = 0xda;
const APP1 = 0xe1;

/** TEM and RSTn stand alone, without a length. */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

const EXIF_PREFIX = [...'Exif\0\0'].map((c) => c.charCodeAt(0));
const ORIENTATION_TAG = 0x0112;

/** An APP1 segment is 'Exif\0\0' then a TIFF structure whose first directory holds the orientation. */
function readExifOrientation(segment: DataView): ExifOrientation | undefined {
  const bytes = new Uint8Array(segment.buffer, segment.byteOffset, segment.byteLength);
  if (!startsWith(bytes, EXIF_PREFIX) || segment.byteLength < 14) return undefined;
  const tiff = new DataView(segment.buffer, segment.byteOffset + 6, segment.byteLength - 6);
  const littleEndian = tiff.getUint16(0) === 0x4949; // 'II'; 'MM' is big-endian
  const directory = tiff.getUint32(4, littleEndian);
  if (directory + 2 > tiff.byteLength) return undefined;
  const count = tiff.getUint16(directory, littleEndian);
  for (let index = 0; index < count; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.byteLength) return undefined;
    if (tiff.getUint16(entry, littleEndian) === ORIENTATION_TAG) {
      const orientation = tiff.getUint16(entry + 8, littleEndian);
      return isExifOrientation(orientation) ? orientation : undefined;
    }
  }
  return undefined;
}

function isExifOrientation(value: number): value is ExifOrientation {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

function sized(
  kind: ImageHeader['kind'],
  width: number,
  height: number,
  orientation: ExifOrientation,
): ImageHeader | undefined {
  return width > 0 && height > 0 ? { kind, width, height, orientation } : undefined;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}
