import type { ApplicationDefinition } from '@portico/application';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import type { JobQueue } from '../platform/jobs';
import type { PdfRenderer } from '../platform/pdf-renderer';
import type { Throttle } from '../platform/throttle';
import type { ObjectStore } from '../platform/object-store';

export interface PdfContext {
  db: Database;
  store: ObjectStore;
  jobs: JobQueue;
  renderer: PdfRenderer;
  log: FastifyBaseLogger;
  /** Per-applicant limits on renders. */
  throttle: Throttle;
  /** Which file questions the application shows, in its order: their documents are appended so. */
  definition: ApplicationDefinition;
  /** The PDF's title and author. */
  applicationTitle: string;
  institutionName: string;
  /** Where this process serves the web app to its own Chromium (loopback, not the public URL). */
  renderBaseUrl(): string;
}
