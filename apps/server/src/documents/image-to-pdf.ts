import { SERVER_MESSAGES } from '@portico/application';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { isIntactPng } from './check-png';
import { ConversionRefused } from './conversion-refused';
import { exceedsImageLimits, readImageHeader, type ExifOrientation } from './image-header';

/** US Letter in PDF points, with a half-inch margin around the picture. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 36;

/**
 * One Letter page showing a PNG or JPEG, upright, centred at the top. One pixel is drawn as one
 * point (72 dpi) and pictures are only ever scaled down to fit: a small scan stays sharp rather
 * than being blown up, and a phone photo shrinks to the page.
 */
export async function imageToPdf(bytes: Buffer): Promise<Buffer> {
  const header = readImageHeader(bytes);
  if (!header || header.kind === 'gif') throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
  if (exceedsImageLimits(header)) throw new ConversionRefused(SERVER_MESSAGES.imageTooLarge);
  if (header.kind === 'png' && !(await isIntactPng(bytes))) {
    throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
  }

  const document = await PDFDocument.create();
  // A copy of its own: pdf-lib's JPEG reader views the whole ArrayBuffer behind what it is given,
  // ignoring the offset of a Buffer that shares Node's pool.
  const copy = new Uint8Array(bytes);
  const image = header.kind === 'png' ? await document.embedPng(copy) : await document.embedJpg(copy);
  // pdf-lib reads the dimensions itself; the limits above must be about the same picture.
  if (image.width !== header.width || image.height !== header.height) {
    throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
  }
  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  drawUpright(page, image, header.orientation);
  return Buffer.from(await document.save());
}

/**
 * Where the stored picture's unit square (u rightwards, v upwards) lands in the box it is shown in,
 * as fractions of the box's width and height: x = xu·u + xv·v + x0, y = yu·u + yv·v + y0.
 * PDF viewers ignore EXIF, so without this a phone photo taken upright would print on its side.
 */
type Placement = readonly [xu: number, xv: number, x0: number, yu: number, yv: number, y0: number];

const PLACEMENTS: Record<ExifOrientation, Placement> = {
  1: [1, 0, 0, 0, 1, 0], // as stored
  2: [-1, 0, 1, 0, 1, 0], // mirrored left to right
  3: [-1, 0, 1, 0, -1, 1], // half a turn
  4: [1, 0, 0, 0, -1, 1], // mirrored top to bottom
  5: [0, -1, 1, -1, 0, 1], // mirrored along the main diagonal
  6: [0, 1, 0, -1, 0, 1], // a quarter turn clockwise
  7: [0, 1, 0, 1, 0, 0], // mirrored along the other diagonal
  8: [0, -1, 1, 1, 0, 0], // a quarter turn anticlockwise
};

function drawUpright(page: PDFPage, image: PDFImage, orientation: ExifOrientation): void {
  // Orientations 5-8 turn the picture a quarter: its width is shown as height.
  const quarterTurned = orientation >= 5;
  const shownWidth = quarterTurned ? image.height : image.width;
  const shownHeight = quarterTurned ? image.width : image.height;
  const scale = Math.min(1, (PAGE_WIDTH - 2 * MARGIN) / shownWidth, (PAGE_HEIGHT - 2 * MARGIN) / shownHeight);
  const width = shownWidth * scale;
  const height = shownHeight * scale;
  const left = (PAGE_WIDTH - width) / 2;
  const bottom = PAGE_HEIGHT - MARGIN - height;

  const [xu, xv, x0, yu, yv, y0] = PLACEMENTS[orientation];
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      width * xu,
      height * yu,
      width * xv,
      height * yv,
      left + width * x0,
      bottom + height * y0,
    ),
    drawObject(name),
    popGraphicsState(),
  );
}
