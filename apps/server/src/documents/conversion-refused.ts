/** A file this service will not turn into a PDF; the message tells the applicant why, in a sentence. */
export class ConversionRefused extends Error {
  override name = 'ConversionRefused';
}
