import {
  formatMessage,
  MESSAGES,
  type BlockOfType,
  type FormNode,
  SERVER_MESSAGES,
} from '@portico/application';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sentBodies } from '../testing/account-fixtures';
import { stubApi, type FakeResponse } from '../testing/render-app';
import { findToast } from '../testing/toasts';
import { axeViolations, renderWidgets } from './testing/render-widgets';
import { QUESTION_FIXTURES } from './testing/widget-fixtures';

// jsdom draws no images: the compressor is the library's, replaced here by what it would return.
vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const QUESTION = QUESTION_FIXTURES.fileUpload;
const LABEL = QUESTION.label;
const NODES: FormNode[] = [QUESTION];
const CONVERSION = `/api/pdf/document-answer/${QUESTION.key}`;
const PRESIGNED = {
  url: '/api/storage-upload',
  fields: { key: 'uploads/42/transcript/abc', policy: 'p0l1cy', 'x-amz-signature': 's1g' },
};
const ANSWERED = {
  transcript: { status: 'ANSWERED' as const, file_name: 'transcript.pdf', file_size: 312_400 },
};
const OK = { status: 200, body: { message: 'ok' } };

/**
 * XMLHttpRequest as the upload uses it, driven by the test: each request waits until the test
 * reports progress and answers it, so that the progress bar can be seen.
 */
class FakeUpload {
  static requests: FakeUpload[] = [];
  url = '';
  method = '';
  form: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(form: FormData) {
    this.form = form;
    FakeUpload.requests.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    act(() => this.onload?.());
  }
}

function stubUpload() {
  FakeUpload.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}

/** The API of a student uploading a file; the table may be changed as the conversion moves on. */
function uploadApi(extra: Record<string, FakeResponse> = {}) {
  const table: Record<string, FakeResponse> = {
    'POST /api/presigned-url': { status: 200, body: PRESIGNED },
    [`POST ${CONVERSION}`]: { status: 200, body: { status: 'UNPROCESSED', message: '', url: null } },
    [`GET ${CONVERSION}`]: { status: 200, body: { status: 'IN_PROGRESS', message: '', url: null } },
    'GET /api/document-answer': { status: 200, body: ANSWERED },
    ...extra,
  };
  return { table, fetchMock: stubApi(table) };
}

function file(name: string, size: number, type = 'application/pdf') {
  return new File([new Uint8Array(size)], name, { type });
}

async function fileInput() {
  return screen.findByLabelText<HTMLInputElement>(LABEL);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('checks before any request', () => {
  test.each([
    ['notes.txt', 10, MESSAGES.fileWrongType],
    ['empty.pdf', 0, MESSAGES.fileEmpty],
    ['big.pdf', 1_000_001, MESSAGES.fileTooLarge],
    ['a-name-that-is-far-too-long-1.pdf', 10, MESSAGES.fileNameTooLong],
  ])('%s (%i bytes) is refused with its message', async (name, size, message) => {
    const fetchMock = stubApi({});
    stubUpload();
    renderWidgets(NODES, { loggedIn: true });
    const input = await fileInput();
    await userEvent.setup({ applyAccept: false }).upload(input, file(name, size));
    expect(document.getElementById(`${QUESTION.key}-error`)?.textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(`${QUESTION.key}-error`);
    expect(input.value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeUpload.requests).toHaveLength(0);
  });
});

describe('a phone photo over 1 MB', () => {
  test('is made smaller in the browser and sent as a JPEG; the applicant is told its new name and size before moving on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(imageCompression).mockResolvedValue(file('photo.png', 612_000, 'image/jpeg'));
    const { table } = uploadApi({
      'GET /api/document-answer': {
        status: 200,
        body: { [QUESTION.key]: { status: 'ANSWERED', file_name: 'photo.jpg', file_size: 612_000 } },
      },
    });
    stubUpload();
    const view = renderWidgets(NODES, { loggedIn: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(await fileInput(), file('photo.png', 3_400_000, 'image/png'));
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    const sent = FakeUpload.requests[0]!.form!.get('file') as File;
    expect([sent.name, sent.size, sent.type]).toEqual(['photo.jpg', 612_000, 'image/jpeg']);
    expect(vi.mocked(imageCompression).mock.calls[0]?.[1]).toMatchObject({
      maxWidthOrHeight: 2400,
      alwaysKeepResolution: true,
      useWebWorker: false,
    });
    // Said while the photo is sent, in a live region present from the start: the name and size
    // chosen and the name and size sent.
    const told = formatMessage.photoShrunk('photo.png', '3 MB', 'photo.jpg', '612 kB');
    expect(told).toBe(
      'Your photo photo.png (3 MB) was over the 1 MB limit, so we made it smaller. It was sent as photo.jpg (612 kB).',
    );
    const message = screen.getByText(told);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();

    // Once converted, the file's name takes the focus and is described by the message, which stays.
    FakeUpload.requests[0]!.answer(204);
    table[`GET ${CONVERSION}`] = {
      status: 200,
      body: { status: 'COMPLETED', message: '', url: `${CONVERSION}/file` },
    };
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const name = await screen.findByText('photo.jpg (612 kB)');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText(told)).toBe(message);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('that cannot be brought under 1 MB is refused as too large, and nothing is sent', async () => {
    vi.mocked(imageCompression).mockResolvedValue(file('photo.jpg', 1_200_000, 'image/jpeg'));
    const fetchMock = stubApi({});
    stubUpload();
    renderWidgets(NODES, { loggedIn: true });
    await userEvent.upload(await fileInput(), file('photo.jpg', 5_000_000, 'image/jpeg'));
    await waitFor(() =>
      expect(document.getElementById(`${QUESTION.key}-error`)?.textContent).toBe(MESSAGES.fileTooLarge),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeUpload.requests).toHaveLength(0);
  });
});

describe('a signed-in student uploads a file', () => {
  test('the input is labelled by the question, takes one file of the accepted types, and passes axe', async () => {
    stubApi({});
    const view = renderWidgets(NODES, { loggedIn: true });
    const input = await fileInput();
    expect(input.id).toBe(QUESTION.key);
    expect(input.accept).toBe('.png,.jpeg,.jpg,.pdf,.docx');
    expect(input.multiple).toBe(false);
    expect(screen.getByText(MESSAGES.fileUploadRules)).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('presigned URL, upload with progress, conversion, polling every 2 s until COMPLETED', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { table, fetchMock } = uploadApi();
    stubUpload();
    const view = renderWidgets(NODES, { loggedIn: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.upload(await fileInput(), file('transcript.pdf', 312_400));

    // Step 2: the form's fields first, the file last under the name "file".
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    const request = FakeUpload.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(PRESIGNED.url);
    expect([...request.form!.keys()]).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
    expect((request.form!.get('file') as File).name).toBe('transcript.pdf');
    expect(sentBodies(fetchMock, 'POST', '/api/presigned-url')).toEqual([{ answer_key: QUESTION.key }]);

    request.progress(50, 100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading transcript.pdf' });
    expect(bar.getAttribute('value')).toBe('0.5');
    expect(await axeViolations(view.container)).toEqual([]);
    request.answer(204);

    // Step 3 and 4: the conversion is requested, then polled while IN_PROGRESS.
    expect(await screen.findByRole('status')).toHaveProperty('textContent', MESSAGES.fileConverting);
    expect(sentBodies(fetchMock, 'POST', CONVERSION)).toEqual([
      { file_key: PRESIGNED.fields.key, file_name: 'transcript.pdf' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(sentBodies(fetchMock, 'GET', CONVERSION)).toHaveLength(1);
    table[`GET ${CONVERSION}`] = {
      status: 200,
      body: { status: 'COMPLETED', message: '', url: `${CONVERSION}/file` },
    };
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    // COMPLETED: the document answers are refreshed and show the file, which takes the focus.
    const name = await screen.findByText('transcript.pdf (312 kB)');
    expect(sentBodies(fetchMock, 'GET', '/api/document-answer')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete transcript.pdf' })).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download PDF of transcript.pdf' });
    expect(download.getAttribute('href')).toBe(`${CONVERSION}/file`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(name.id).toBe(QUESTION.key);
    // Polling has stopped.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(sentBodies(fetchMock, 'GET', CONVERSION)).toHaveLength(2);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('FAILED clears the field, shows the message and toasts; closing the toast deletes the conversion', async () => {
    const failure = 'This file could not be converted to PDF.';
    const { fetchMock } = uploadApi({
      [`POST ${CONVERSION}`]: { status: 200, body: { status: 'FAILED', message: failure, url: null } },
      [`DELETE ${CONVERSION}`]: { status: 200, body: { message: 'The file conversion was cancelled.' } },
    });
    stubUpload();
    renderWidgets(NODES, { loggedIn: true });
    const input = await fileInput();
    await userEvent.upload(input, file('transcript.pdf', 1_000));
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    FakeUpload.requests[0]!.answer(204);

    const { toast, title } = await findToast(formatMessage.uploadError(LABEL));
    expect(title).toBe('Error');
    expect(toast.textContent).toContain('Error uploading file for Upload your transcript');
    expect(document.getElementById(`${QUESTION.key}-error`)?.textContent).toBe(failure);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'DELETE', CONVERSION)).toHaveLength(0);

    await userEvent.click(within(toast).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(sentBodies(fetchMock, 'DELETE', CONVERSION)).toHaveLength(1));
    // No conversion is left to wait for: nothing polls.
    expect(sentBodies(fetchMock, 'GET', CONVERSION)).toHaveLength(0);
  });

  test("a refused upload shows the store's message and toasts", async () => {
    const { fetchMock } = uploadApi();
    stubUpload();
    renderWidgets(NODES, { loggedIn: true });
    await userEvent.upload(await fileInput(), file('transcript.pdf', 1_000));
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    FakeUpload.requests[0]!.answer(
      403,
      JSON.stringify({ code: 'FORBIDDEN', message: SERVER_MESSAGES.uploadPolicyInvalid }),
    );
    await findToast(formatMessage.uploadError(LABEL));
    expect(document.getElementById(`${QUESTION.key}-error`)?.textContent).toBe(
      SERVER_MESSAGES.uploadPolicyInvalid,
    );
    expect(sentBodies(fetchMock, 'POST', CONVERSION)).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('deleting a document', () => {
  test('Cancel keeps it; Delete removes it, refreshes the answers and puts the focus on the input', async () => {
    const { table, fetchMock } = uploadApi({
      'DELETE /api/document-answer/transcript': { status: 200, body: { message: 'Your file was deleted.' } },
    });
    const view = renderWidgets(NODES, { loggedIn: true, documentAnswers: ANSWERED });
    const remove = await screen.findByRole('button', { name: 'Delete transcript.pdf' });
    expect(screen.getByText('transcript.pdf (312 kB)')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);

    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: MESSAGES.deleteFileConfirm });
    expect(within(dialog).getByText('transcript.pdf (312 kB)')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(remove);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: MESSAGES.deleteFileConfirm });
    table['GET /api/document-answer'] = { status: 200, body: {} };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const input = await fileInput();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByText('transcript.pdf (312 kB)')).toBeNull();
    expect(sentBodies(fetchMock, 'DELETE', '/api/document-answer/transcript')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'GET', '/api/document-answer')).toHaveLength(1);
  });
});

describe('the other modes', () => {
  test('an anonymous visitor is told that an account comes first, and nothing is asked', async () => {
    const fetchMock = stubApi({});
    const view = renderWidgets(NODES);
    expect(screen.getByText(MESSAGES.anonymousUpload)).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('print mode says that a document is attached (the print view seeds the answers)', async () => {
    const fetchMock = stubApi({});
    const view = renderWidgets(NODES, { mode: 'print', documentAnswers: ANSWERED });
    expect(screen.getByText('Document attached for "Upload your transcript"')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test("on the staff's application page, print mode links the document's PDF", async () => {
    stubApi({});
    const view = renderWidgets(NODES, {
      mode: 'print',
      documentAnswers: ANSWERED,
      documentLink: (key) => `/staff-api/applications/a1/documents/${key}`,
    });
    const link = screen.getByRole('link', { name: 'Download PDF of transcript.pdf' });
    expect(link.getAttribute('href')).toBe(`/staff-api/applications/a1/documents/${QUESTION.key}`);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test("print mode of a signed-in student's submitted application reads the profile's documents", () => {
    renderWidgets(NODES, { mode: 'print', loggedIn: true, documentAnswers: ANSWERED });
    expect(screen.getByText(formatMessage.documentAttached(LABEL))).toBeTruthy();
  });

  test('print mode without a document is the usual empty value', () => {
    renderWidgets(NODES, { mode: 'print', loggedIn: true });
    expect(screen.getByText(LABEL)).toBeTruthy();
    expect(screen.queryByText(/Document attached/)).toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });
});

const DOCUMENT_TABS: BlockOfType<'tabs'> = {
  type: 'tabs',
  id: 'transcript_delivery',
  label: 'How will you send your transcript?',
  defaultTab: 'upload',
  tabs: [
    { id: 'upload', label: 'Upload It', children: [QUESTION] },
    { id: 'mail', label: 'Mail It', children: [{ kind: 'text', key: 'mail_note', label: 'Mailing note' }] },
  ],
};

describe('tabs holding a file question', () => {
  test('a switch is refused while the conversion is IN_PROGRESS', async () => {
    const { fetchMock } = uploadApi();
    const view = renderWidgets([DOCUMENT_TABS], { loggedIn: true });
    await fileInput();
    act(() =>
      view.queryClient.setQueryData(['conversion', QUESTION.key], {
        status: 'IN_PROGRESS',
        message: '',
        url: null,
      }),
    );
    const mail = screen.getByRole('tab', { name: 'Mail It' });
    await userEvent.click(mail);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.fileUploadInProgressTitle });
    expect(within(dialog).getByText(MESSAGES.fileUploadInProgressBody)).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/tabs')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(document.activeElement).toBe(mail));
    expect(screen.getByRole('tab', { name: 'Upload It' }).getAttribute('aria-selected')).toBe('true');
  });

  /** Presses a tab and answers the question the switch asks: 'Switching will delete …?'. */
  async function switchAndDelete(tabName: string) {
    await userEvent.click(screen.getByRole('tab', { name: tabName }));
    const question = await screen.findByRole('alertdialog', { name: MESSAGES.tabSwitchConfirmTitle });
    expect(question.textContent).toContain(formatMessage.tabSwitchDeletes('transcript.pdf'));
    await userEvent.click(within(question).getByRole('button', { name: MESSAGES.tabSwitchConfirm }));
  }

  test('a switch that would delete the file asks first; Cancel keeps the tab and the file', async () => {
    const { fetchMock } = uploadApi({});
    renderWidgets([DOCUMENT_TABS], { loggedIn: true, documentAnswers: ANSWERED });
    await screen.findByText('transcript.pdf (312 kB)');
    await userEvent.click(screen.getByRole('tab', { name: 'Mail It' }));
    const question = await screen.findByRole('alertdialog', { name: MESSAGES.tabSwitchConfirmTitle });
    expect(document.activeElement?.textContent).toBe(MESSAGES.cancel);
    await userEvent.click(within(question).getByRole('button', { name: MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('transcript.pdf (312 kB)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mail It' }).getAttribute('aria-selected')).toBe('false');
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  test('otherwise the choice is saved in one call (the server deletes the document with it) and the caches refreshed', async () => {
    const { fetchMock } = uploadApi({
      'PUT /api/tabs': OK,
      'GET /api/document-answer': { status: 200, body: {} },
    });
    renderWidgets([DOCUMENT_TABS], { loggedIn: true, documentAnswers: ANSWERED });
    await screen.findByText('transcript.pdf (312 kB)');
    await switchAndDelete('Mail It');
    await screen.findByRole('textbox', { name: 'Mailing note' });
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual(['PUT /api/tabs']);
    expect(sentBodies(fetchMock, 'PUT', '/api/tabs')).toEqual([
      { tab_id: 'transcript_delivery', chosen_tab: 'mail' },
    ]);
    await waitFor(() => expect(sentBodies(fetchMock, 'GET', '/api/document-answer')).toHaveLength(1));
  });

  test('a failed switch toasts; closing the toast refreshes the document answers', async () => {
    const { fetchMock } = uploadApi({
      'PUT /api/tabs': { status: 500, body: { message: 'down' } },
      'GET /api/document-answer': { status: 200, body: ANSWERED },
    });
    renderWidgets([DOCUMENT_TABS], { loggedIn: true, documentAnswers: ANSWERED });
    await screen.findByText('transcript.pdf (312 kB)');
    await switchAndDelete('Mail It');
    const { toast } = await findToast(formatMessage.tabsError('Mail It'));
    expect(screen.getByRole('tab', { name: 'Upload It' }).getAttribute('aria-selected')).toBe('true');
    expect(sentBodies(fetchMock, 'GET', '/api/document-answer')).toHaveLength(0);
    await userEvent.click(within(toast).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(sentBodies(fetchMock, 'GET', '/api/document-answer')).toHaveLength(1));
  });
});
