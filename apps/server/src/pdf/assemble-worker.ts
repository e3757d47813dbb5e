import type { Language } from '@portico/application';
import { workerData } from 'piscina';
import { CATALOGUES } from '../platform/language';
import { lowerThisThread, NICENESS } from '../platform/priorities';
import type { PoolWorkerData } from '../platform/worker-pool';
import { assembleApplicationPdf, type Attachment, type RunningFooter } from './assemble-pdf';

/**
 * One thread of the application PDF's assembly (assemble-in-background.ts): the printed pages and
 * the documents parsed, copied and saved by pdf-lib, which is synchronous and takes a core for
 * hundreds of milliseconds to seconds per application. Measured on deadline night (issue 30), it held
 * the thread that answers requests while others waited for their saves. Here it runs at the
 * background's priority (platform/priorities.ts).
 */

export interface AssembleTask {
  printed: Uint8Array;
  attachments: Attachment[];
  footer: RunningFooter;
  language: Language;
  /** The document's title when the print view gave none. */
  title: string;
  author: string;
}

if ((workerData as PoolWorkerData).lowerPriority) lowerThisThread(NICENESS.background);

export default async function assemble(task: AssembleTask): Promise<Uint8Array> {
  const catalogue = CATALOGUES[task.language];
  const document = await assembleApplicationPdf(
    task.printed,
    task.attachments,
    task.footer,
    catalogue.server,
  );
  // The print view's own title names the applicant; readers show it rather than the file name.
  document.setTitle(document.getTitle() ?? task.title, { showInWindowTitleBar: true });
  document.setAuthor(task.author);
  document.setLanguage(catalogue.locale);
  return document.save();
}
