import { createInflate, crc32 } from 'node:zlib';

/**
 * Whether a PNG is whole enough to give to pdf-lib. pdf-lib decodes PNGs with UPNG, which trusts
 * its input: on a truncated file its chunk loop never ends (measured: a PNG missing its last 30
 * bytes blocked the event loop for good, so no timeout could fire), and a second IHDR chunk would
 * make it allocate for dimensions nobody checked. So the structure is checked here first: chunks
 * within the file with correct CRCs, one IHDR and first, valid header fields, image data present,
 * IEND present, and image data that is a complete zlib stream inflating to no more than its
 * dimensions allow (inflated and discarded by Node's zlib, a chunk at a time, between awaits).
 */
export async function isIntactPng(bytes: Buffer): Promise<boolean> {
  const chunks = readChunks(bytes);
  if (!chunks) return false;
  const [ihdr, ...rest] = chunks;
  if (ihdr?.type !== 'IHDR' || rest.some((chunk) => chunk.type === 'IHDR')) return false;
  if (rest.at(-1)?.type !== 'IEND') return false;
  const header = readIhdr(ihdr.data);
  const imageData = rest.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data);
  if (!header || imageData.length === 0) return false;
  return inflatesWithin(Buffer.concat(imageData), rawImageSize(header));
}

interface Chunk {
  type: string;
  data: Buffer;
}

const SIGNATURE_LENGTH = 8;

/** Every chunk up to IEND, or undefined if one runs past the end of the file or fails its CRC. */
function readChunks(bytes: Buffer): Chunk[] | undefined {
  const chunks: Chunk[] = [];
  let offset = SIGNATURE_LENGTH;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return undefined;
    const typeAndData = bytes.subarray(offset + 4, end - 4);
    if (crc32(typeAndData) !== bytes.readUInt32BE(end - 4)) return undefined;
    const type = typeAndData.toString('latin1', 0, 4);
    chunks.push({ type, data: typeAndData.subarray(4) });
    if (type === 'IEND') return chunks;
    offset = end;
  }
  return undefined;
}

interface Ihdr {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
}

/** Bit depths the PNG specification allows for each colour type, and that type's channels. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] }, // greyscale
  2: { channels: 3, depths: [8, 16] }, // truecolour
  3: { channels: 1, depths: [1, 2, 4, 8] }, // indexed
  4: { channels: 2, depths: [8, 16] }, // greyscale with alpha
  6: { channels: 4, depths: [8, 16] }, // truecolour with alpha
};

function readIhdr(data: Buffer): Ihdr | undefined {
  if (data.length !== 13) return undefined;
  const [depth, colourType, compression, filter, interlace] = data.subarray(8);
  const colour = COLOUR_TYPES[colourType!];
  if (!colour || !colour.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
    return undefined;
  }
  return {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitsPerPixel: depth! * colour.channels,
    interlaced: interlace === 1,
  };
}

/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7_PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes the image data inflates to: per row, a filter byte and the row's pixels. */
function rawImageSize({ width, height, bitsPerPixel, interlaced }: Ihdr): number {
  const rows = (columns: number, count: number) =>
    columns > 0 && count > 0 ? count * (1 + Math.ceil((columns * bitsPerPixel) / 8)) : 0;
  if (!interlaced) return rows(width, height);
  return ADAM7_PASSES.reduce(
    (total, [column, row, columnStep, rowStep]) =>
      total + rows(Math.ceil((width - column) / columnStep), Math.ceil((height - row) / rowStep)),
    0,
  );
}

/** Whether the zlib stream is complete and inflates to at most limit bytes; stops early if not. */
async function inflatesWithin(compressed: Buffer, limit: number): Promise<boolean> {
  const inflate = createInflate();
  inflate.end(compressed);
  let total = 0;
  try {
    for await (const piece of inflate) {
      total += (piece as Buffer).length;
      if (total > limit) return false;
    }
    return true;
  } catch {
    return false;
  }
}
