// One applicant floods the background work; another must not wait for it. Against the built server
// on its embedded default: applicant A sends 90 requests in about 2 s (30 upload forms with their
// Word documents, 30 conversion requests, 30 application-PDF requests); then applicant B uploads a
// PNG, asks for its conversion and for their application PDF, timed to COMPLETED (polled every
// 100 ms). A's refusals (429, the per-applicant limits) are reported; B must never be refused.
//
// BENCH_SHORT=1 (CI): the budgets of a loaded machine.
import { Document, Packer, Paragraph } from 'docx';
import { startPortico } from '../e2e/support/portico-server.mjs';
import { signedInCookie } from './accounts.mjs';
import { gradientPng } from './fixtures.mjs';

export const name = 'queue-fairness';
const SHORT = process.env.BENCH_SHORT === '1';
const CONVERSION_BUDGET_MS = SHORT ? 30_000 : 15_000;
const PDF_BUDGET_MS = SHORT ? 60_000 : 30_000;
const FLOOD = 30;

/** A Word document of a few pages, which Chromium prints: the heaviest conversion there is. */
const statement = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: Array.from(
            { length: 150 },
            (_, n) =>
              new Paragraph(`Paragraph ${n + 1}: what I did in my final year, and why it matters to me.`),
          ),
        },
      ],
    }),
  );

/** @param {string} baseURL @param {string} cookie */
function client(baseURL, cookie) {
  /** @param {string} method @param {string} path @param {unknown} [body] */
  return async (method, path, body) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        origin: baseURL,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };
}

/** Upload form, file, conversion request; the status of each step. */
async function uploadAndConvert(
  /** @type {ReturnType<typeof client>} */ call,
  /** @type {string} */ key,
  /** @type {Buffer} */ file,
  /** @type {string} */ fileName,
) {
  const presigned = await call('POST', '/api/presigned-url', { answer_key: key });
  if (presigned.status !== 200) return presigned.status;
  const form = new FormData();
  for (const [field, value] of Object.entries(presigned.json.fields)) form.append(field, String(value));
  form.append('file', new Blob([file]), fileName);
  const upload = await fetch(presigned.json.url, { method: 'POST', body: form });
  if (upload.status !== 204) return upload.status;
  return (
    await call('POST', `/api/pdf/document-answer/${key}`, {
      file_key: presigned.json.fields.key,
      file_name: fileName,
    })
  ).status;
}

/** Polls until COMPLETED; the time since `started`. */
async function completed(
  /** @type {ReturnType<typeof client>} */ call,
  /** @type {string} */ path,
  /** @type {number} */ started,
) {
  for (;;) {
    const { status, json } = await call('GET', path);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(json)}`);
    if (json.status === 'COMPLETED') return performance.now() - started;
    if (json.status === 'FAILED') throw new Error(`${path}: FAILED ${json.message}`);
    if (performance.now() - started > 180_000) throw new Error(`${path}: not COMPLETED after 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run() {
  const server = await startPortico();
  try {
    const a = client(server.baseURL, await signedInCookie(server, 'bench.flood@example.edu'));
    const b = client(server.baseURL, await signedInCookie(server, 'bench.fair@example.edu'));
    const docx = await statement();
    const png = gradientPng(40, 30);

    const floodStarted = performance.now();
    const statuses = await Promise.all([
      ...Array.from({ length: FLOOD }, (_, n) =>
        uploadAndConvert(a, n % 2 ? 'hs_transcript' : 'conduct_explanation', docx, `statement-${n}.docx`),
      ),
      ...Array.from({ length: FLOOD }, async (_, n) => {
        await a('PUT', '/api/answer', { answers: { middle_name: `M${n}` } });
        return (await a('GET', '/api/pdf')).status;
      }),
    ]);
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    /** @type {Record<string, number>} */
    const floodOutcomes = {};
    for (const status of statuses) floodOutcomes[status] = (floodOutcomes[status] ?? 0) + 1;

    const started = performance.now();
    const converted = await uploadAndConvert(b, 'hs_transcript', png, 'transcript.png');
    if (converted !== 200) throw new Error(`B's conversion was refused: ${converted}`);
    const pdfStarted = performance.now();
    const pdfRequest = await b('GET', '/api/pdf');
    if (pdfRequest.status !== 200) throw new Error(`B's application PDF was refused: ${pdfRequest.status}`);
    const [conversionMs, pdfMs] = await Promise.all([
      completed(b, '/api/pdf/document-answer/hs_transcript', started),
      completed(b, '/api/pdf', pdfStarted),
    ]);
    return {
      report: [
        `A: ${FLOOD * 2} requests of upload and conversion, ${FLOOD} application PDF requests in ${floodSeconds.toFixed(1)} s: ${JSON.stringify(floodOutcomes)} (by HTTP status)`,
        `B: conversion COMPLETED in ${(conversionMs / 1000).toFixed(1)} s (budget ${CONVERSION_BUDGET_MS / 1000} s), application PDF in ${(pdfMs / 1000).toFixed(1)} s (budget ${PDF_BUDGET_MS / 1000} s)`,
      ],
      figures: [
        {
          name: "another applicant's conversion, to COMPLETED",
          value: Math.round(conversionMs),
          unit: 'ms',
          budget: CONVERSION_BUDGET_MS,
          pass: conversionMs <= CONVERSION_BUDGET_MS,
        },
        {
          name: "another applicant's application PDF, to COMPLETED",
          value: Math.round(pdfMs),
          unit: 'ms',
          budget: PDF_BUDGET_MS,
          pass: pdfMs <= PDF_BUDGET_MS,
        },
      ],
      details: { floodSeconds, floodOutcomes, conversionMs, pdfMs },
    };
  } finally {
    await server.stop();
  }
}
