import fastifyMultipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { RouteName } from '@portico/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/sessions';
import { contractRoute } from '../platform/contract-routes';
import { AppError } from '../platform/errors';
import { storedMessageIn } from '../platform/language';
import { conversionStatus, deleteConversion, readDocumentPdf, requestConversion } from './conversions';
import { listDocumentAnswers } from '../applications/document-answers';
import { deleteDocumentAnswer, presignUpload } from './document-answers';
import { MAX_UPLOAD_BYTES, STORAGE_UPLOAD_PATH, type DocumentsContext } from './documents-context';
import { isValidObjectKey } from '../platform/object-store';
import { verifyPostPolicy } from './post-policy';
import { hasStored, takeForStoring } from './used-upload-forms';

/** The applicant's documents, under /api behind the session check. */
export const documentRoutes: FastifyPluginAsyncZod<{ context: DocumentsContext }> = async (
  app,
  { context },
) => {
  const route = <N extends RouteName>(name: N) => contractRoute(app, name, ['documents']);
  app.route({
    ...route('presignedUrl'),
    handler: (request) => presignUpload(context, signedIn(request), request.body.answer_key),
  });
  app.route({
    ...route('documentAnswers'),
    handler: (request) => listDocumentAnswers(context, signedIn(request).id),
  });
  app.route({
    ...route('deleteDocumentAnswer'),
    handler: (request) =>
      deleteDocumentAnswer(context, signedIn(request), request.params.key, request.catalogue),
  });
  app.route({
    ...route('requestConversion'),
    handler: async (request) =>
      storedMessageIn(
        await requestConversion(context, signedIn(request), request.params.key, request.body),
        request.catalogue,
      ),
  });
  app.route({
    ...route('conversion'),
    handler: async (request) =>
      storedMessageIn(
        await conversionStatus(context, signedIn(request), request.params.key),
        request.catalogue,
      ),
  });
  app.route({
    ...route('conversionFile'),
    handler: async (request, reply) => {
      const { fileName, pdf } = await readDocumentPdf(context, signedIn(request), request.params.key);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .send(pdf);
    },
  });
  app.route({
    ...route('deleteConversion'),
    handler: (request) => deleteConversion(context, signedIn(request), request.params.key, request.catalogue),
  });
};

/**
 * The embedded object store's upload URL: a multipart form as a browser posts it to an S3 bucket
 * (no-cors), authorised by its signed policy alone. Answers 204 as S3 does; refuses a bad
 * signature, an expired policy or a broken condition with 403 and a size out of range with 400;
 * unlike S3, refuses a form that has already stored its object with 403.
 */
export const storageUploadRoute: FastifyPluginAsyncZod<{ context: DocumentsContext }> = async (
  app,
  { context },
) => {
  await app.register(fastifyMultipart, {
    limits: { fields: 20, fieldSize: 8192, files: 1, parts: 21, fileSize: MAX_UPLOAD_BYTES },
  });
  app.post(STORAGE_UPLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
    let file;
    try {
      file = await request.file();
    } catch {
      throw new AppError('BAD_REQUEST', (c) => c.server.uploadPolicyInvalid);
    }
    if (!file) throw new AppError('BAD_REQUEST', (c) => c.server.uploadPolicyInvalid);
    const fields: Record<string, string> = {};
    for (const [name, part] of Object.entries(file.fields)) {
      const first = Array.isArray(part) ? part[0] : part;
      if (first && first.type === 'field' && name !== file.fieldname) fields[name] = String(first.value);
    }
    const verified = verifyPostPolicy(context.signer, fields);
    if (!verified.ok || !isValidObjectKey(verified.policy.key)) {
      file.file.resume();
      throw new AppError('FORBIDDEN', (c) => c.server.uploadPolicyInvalid);
    }
    // A form stores one object, once (issue 27, L5): a replay is refused before its file is read.
    if (await hasStored(context.db, verified.policy.key)) {
      file.file.resume();
      throw new AppError('FORBIDDEN', (c) => c.server.uploadFormUsed);
    }
    let body: Buffer;
    try {
      body = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('BAD_REQUEST', (c) => c.messages.fileTooLarge);
      throw error;
    }
    if (body.length < verified.policy.minBytes)
      throw new AppError('BAD_REQUEST', (c) => c.messages.fileEmpty);
    if (body.length > verified.policy.maxBytes)
      throw new AppError('BAD_REQUEST', (c) => c.messages.fileTooLarge);
    // Of posts of this form in flight together, one stores; a refused file leaves the form unused.
    if (!(await takeForStoring(context.db, verified.policy.key))) {
      throw new AppError('FORBIDDEN', (c) => c.server.uploadFormUsed);
    }
    await context.store.put(verified.policy.key, body);
    return reply.status(204).send();
  });
};
