import { LIMITS } from '@portico/application';

/** A page photographed by a phone stays readable at this many pixels on its long side (≈ 220 dpi). */
const READABLE_LONG_SIDE = 2400;

const PHOTO_EXTENSION = /\.(jpe?g|png)$/i;

/** Whether a file the size limit refuses is a photo that may be made smaller to fit it. */
export function mayShrink(file: File): boolean {
  return file.size > LIMITS.fileMaxBytes && PHOTO_EXTENSION.test(file.name);
}

/**
 * A phone photo (often 2 to 5 MB) made to fit the 1 MB limit in the browser, before it is sent:
 * at most READABLE_LONG_SIDE pixels on its long side, then only the JPEG quality lowered, never the
 * size again, so that a photographed page stays readable. Undefined when even that does not fit
 * (the applicant is then told the file is too large, as before). A PNG becomes a JPEG of the same
 * name with .jpg. The library loads only when a photo needs it; no web worker (it would fetch its
 * code from a CDN).
 */
export async function shrinkPhoto(file: File): Promise<File | undefined> {
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(file, {
    maxSizeMB: (LIMITS.fileMaxBytes * 0.95) / (1024 * 1024),
    maxWidthOrHeight: READABLE_LONG_SIDE,
    alwaysKeepResolution: true,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: false,
  });
  if (smaller.size === 0 || smaller.size > LIMITS.fileMaxBytes) return undefined;
  const name = file.name.replace(/\.png$/i, '.jpg');
  return new File([smaller], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
