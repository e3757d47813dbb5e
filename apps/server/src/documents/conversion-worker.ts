import { workerData } from 'node:worker_threads';
import { lowerThisThread, NICENESS } from '../platform/priorities';
import type { ConversionWorkerData } from './conversion-decoder';

/**
 * The thread of one upload's conversion (convert-to-pdf.ts), lowered to the background's priority
 * (platform/priorities.ts) before anything else: only then does it load the decoder
 * (conversion-decoder.ts) and its libraries. Loaded eagerly, as a module's imports are, pdf-lib,
 * mammoth and the rest took a third to a half of a second of a core per upload at the priority of
 * the requests, before the thread could lower itself (their profiles on deadline night, issue 30).
 */
const data = workerData as ConversionWorkerData;
if (data.lowerPriority) lowerThisThread(NICENESS.background);
await import(data.decoder);
