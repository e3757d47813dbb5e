import { randomUUID } from 'node:crypto';
import { resolveVisibility, SERVER_MESSAGES, type Language } from '@portico/application';
import { JOB_STATUS, PENDING_JOB_STATUSES, type ApplicationPdfResponse } from '@portico/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { queryRows } from '../platform/database/open-database';
import { applicationPdfs, applications, documentAnswers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { applicationIn } from '../platform/language';
import { accountLanguage } from '../accounts/account-language';
import { isRetryable, jobStep } from '../platform/job-status';
import type { Attachment, RunningFooter } from './assemble-pdf';
import { assembleInBackground } from './assemble-in-background';
import type { PdfContext } from './pdf-context';
import { createServiceToken, expireServiceToken } from './service-tokens';

/** The queue of whole-application PDFs: one waiting job per applicant, which renders the newest version. */
export const RENDER_APPLICATION_QUEUE = 'application-pdfs';

export interface RenderJob {
  applicantId: string;
}

/** The URL of the applicant's own copy, offered once COMPLETED; only its owner's session opens it. */
export const APPLICATION_PDF_PATH = '/api/pdf/file';

/** How long the print view may take to load and print. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * What a PDF is made from: the last change to the answers and to the documents, and the language it
 * is printed in (issue 32: the applicant's, English for staff). A PDF made from an older version,
 * or in another language, is made again on the next request.
 */
export async function sourceVersion(
  context: PdfContext,
  applicantId: string,
  language: Language,
): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    context.db,
    sql`select concat_ws('|',
          (select updated_at from applications where applicant_id = ${applicantId}),
          (select max(updated_at) from document_answers where applicant_id = ${applicantId}),
          (select count(*) from document_answers where applicant_id = ${applicantId}),
          ${language}::text) as version`,
  );
  return row?.version ?? '';
}

/** A PDF is made again for a changed application, or when the last try failed or stalled a while ago. */
function needsRender(row: typeof applicationPdfs.$inferSelect, version: string): boolean {
  return row.sourceVersion !== version || isRetryable(row);
}

/**
 * GET /api/pdf: the applicant's whole application as a PDF. Queues a render once (a repeated
 * request while one is on its way queues nothing), and again only when the application changed
 * or the last try failed or stalled a while ago. Answers `{status, url, message}`.
 */
export async function requestApplicationPdf(
  context: PdfContext,
  applicant: SignedInApplicant,
): Promise<ApplicationPdfResponse> {
  // In the account's language, which the render job reads again as it prints.
  const version = await sourceVersion(context, applicant.id, applicant.language);
  // Counted only when a render would be queued: polling a render on its way costs nothing.
  const [existing] = await context.db
    .select()
    .from(applicationPdfs)
    .where(eq(applicationPdfs.applicantId, applicant.id));
  if (!existing || needsRender(existing, version)) {
    await context.throttle.hit('pdf-applicant', applicant.id, (c) => c.server.tooManyPdfRequests);
  }
  const queued = await context.db.transaction(async (tx) => {
    await tx
      .insert(applicationPdfs)
      .values({ applicantId: applicant.id, status: JOB_STATUS.FAILED, sourceVersion: '' })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(applicationPdfs)
      .where(eq(applicationPdfs.applicantId, applicant.id))
      .for('update');
    if (!row) throw new Error('the application PDF row vanished inside its transaction');
    if (!needsRender(row, version)) return { row, job: null };
    const renderId = randomUUID();
    const [updated] = await tx
      .update(applicationPdfs)
      .set({ ...jobStep.queued(), sourceVersion: version, renderId })
      .where(eq(applicationPdfs.applicantId, applicant.id))
      .returning();
    return { row: updated ?? row, job: { applicantId: applicant.id } satisfies RenderJob };
  });
  if (queued.job) {
    await context.jobs.send(RENDER_APPLICATION_QUEUE, queued.job, {
      applicantId: applicant.id,
      subject: applicant.id,
    });
  }
  const { status, message, renderId } = queued.row;
  return {
    status,
    message,
    url: status === JOB_STATUS.COMPLETED ? `${APPLICATION_PDF_PATH}?v=${renderId}` : null,
  };
}

/**
 * The render job: Chromium prints the staff print view (the three pages, tagged, with a service
 * token that lives only for this render), then the converted documents are appended in the
 * application's order. It renders the applicant's newest requested version; the result replaces
 * the previous copy. When printing fails (Chromium cannot start, the print view does not load),
 * the render stays IN_PROGRESS and the job throws, so that the queue tries again with backoff; after
 * the last try it ends FAILED, asking the applicant to try again later.
 */
export async function renderApplicationPdf(
  context: PdfContext,
  job: RenderJob,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const [row] = await context.db
    .update(applicationPdfs)
    .set(jobStep.claimed())
    .where(
      and(
        eq(applicationPdfs.applicantId, job.applicantId),
        inArray(applicationPdfs.status, PENDING_JOB_STATUSES),
      ),
    )
    .returning();
  if (!row?.renderId) return;
  const current = and(
    eq(applicationPdfs.applicantId, job.applicantId),
    eq(applicationPdfs.renderId, row.renderId),
  );
  let pdf: Uint8Array;
  try {
    pdf = await printApplicationPdf(
      context,
      job.applicantId,
      await accountLanguage(context, job.applicantId),
    );
  } catch (error) {
    context.log.error({ err: error, last: attempt.last }, 'application PDF failed');
    if (attempt.last) {
      await context.db
        .update(applicationPdfs)
        .set(jobStep.failed(SERVER_MESSAGES.applicationPdfFailed))
        .where(current);
    }
    throw error;
  }
  const pdfKey = `application-pdfs/${job.applicantId}/${row.renderId}.pdf`;
  await context.store.put(pdfKey, Buffer.from(pdf));
  const [finished] = await context.db
    .update(applicationPdfs)
    .set({ ...jobStep.completed(), pdfKey })
    .where(current)
    .returning({ pdfKey: applicationPdfs.pdfKey });
  // A newer render replaced this one meanwhile: this copy belongs to nobody.
  if (!finished) await context.store.remove(pdfKey);
  else if (row.pdfKey && row.pdfKey !== pdfKey) await context.store.remove(row.pdfKey);
}

/**
 * The whole application as a PDF, made now: the print view printed by Chromium (the SSN masked, as
 * the applicant's own copy shows it), then the converted documents. The render job stores it for
 * the applicant; the staff area (issue 17) sends it straight to the staff member who asked.
 */
export async function printApplicationPdf(
  context: PdfContext,
  applicantId: string,
  language: Language,
): Promise<Uint8Array> {
  const base = context.renderBaseUrl();
  const token = await createServiceToken(context.db, applicantId, 10, { purpose: 'pdf' });
  let printed: Buffer;
  try {
    const url = new URL('/about', base);
    url.searchParams.set('service_token', token);
    // The print view's language (issue 32): the web app prints the application in it.
    url.searchParams.set('lang', language);
    printed = await context.renderer.pageToPdf(url.href, {
      allowedOrigin: new URL(base).origin,
      timeoutMs: RENDER_TIMEOUT_MS,
    });
  } finally {
    await expireServiceToken(context.db, token);
  }
  const { attachments, footer } = await documentsAndFooter(context, applicantId, language);
  return assembleInBackground({
    printed,
    attachments,
    footer,
    language,
    title: context.applicationTitle,
    author: context.institutionName,
  });
}

/**
 * The converted documents of the questions the applicant's application shows, in the application's
 * order, each with its question and file name; and the running footer's name and reference. A
 * document kept for a question now hidden (a tab switched away from, a fee waiver no longer asked
 * for) is not printed, as the print view does not print its question.
 */
async function documentsAndFooter(
  context: PdfContext,
  applicantId: string,
  language: Language,
): Promise<{ attachments: Attachment[]; footer: RunningFooter }> {
  const [application] = await context.db
    .select({
      answers: applications.answers,
      addAnother: applications.addAnother,
      tabs: applications.tabs,
      reference: applications.reference,
    })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  const answers = application?.answers ?? {};
  // The caption pages name the questions as the print view does, in the PDF's language.
  const definition = language === 'en' ? context.definition : applicationIn(language);
  const { visibleQuestions } = resolveVisibility(definition, {
    answers,
    addAnother: application?.addAnother ?? {},
    tabs: application?.tabs ?? {},
  });
  const rows = await context.db
    .select({
      answerKey: documentAnswers.answerKey,
      pdfKey: documentAnswers.pdfKey,
      fileName: documentAnswers.fileName,
    })
    .from(documentAnswers)
    .where(
      and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.status, JOB_STATUS.COMPLETED)),
    );
  const byKey = new Map(rows.map((row) => [row.answerKey, row]));
  const attachments: Attachment[] = [];
  // Pages and questions in the application's order, as the print view shows them.
  for (const question of [...visibleQuestions.values()].flat()) {
    if (question.kind !== 'fileUpload') continue;
    const row = byKey.get(question.key);
    const pdf = row?.pdfKey ? await context.store.get(row.pdfKey) : undefined;
    if (row && pdf) attachments.push({ question: question.label, fileName: row.fileName, pdf });
  }
  const name = [answers.first_name, answers.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return { attachments, footer: { name, reference: application?.reference ?? null } };
}

/** GET /api/pdf/file: the applicant's own PDF, as an attachment. */
export async function readApplicationPdf(context: PdfContext, applicant: SignedInApplicant): Promise<Buffer> {
  const [row] = await context.db
    .select({ status: applicationPdfs.status, pdfKey: applicationPdfs.pdfKey })
    .from(applicationPdfs)
    .where(eq(applicationPdfs.applicantId, applicant.id));
  const pdf =
    row?.status === JOB_STATUS.COMPLETED && row.pdfKey ? await context.store.get(row.pdfKey) : undefined;
  if (!pdf) throw new AppError('NOT_FOUND', (c) => c.server.applicationPdfMissing);
  return pdf;
}
