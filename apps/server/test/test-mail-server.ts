import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  url: string;
  messages: ParsedMail[];
  /** The newest message to `to`, waiting briefly for it to arrive. */
  lastTo(to: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const findLast = (to: string) =>
    messages.findLast((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((a) => a?.text.includes(to)),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async lastTo(to) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const mail = findLast(to);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
