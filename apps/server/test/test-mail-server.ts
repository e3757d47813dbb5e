import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  url: string;
  messages: ParsedMail[];
  /** How many messages to `to` have arrived. */
  countTo(to: string): number;
  /**
   * The newest message to `to` once more than `after` have arrived, waiting for it: mail is sent
   * by a job, after the request that asked for it has been answered.
   */
  lastTo(to: string, options?: { after?: number }): Promise<ParsedMail>;
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
  const messagesTo = (to: string) =>
    messages.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((a) => a?.text.includes(to)),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countTo: (to) => messagesTo(to).length,
    async lastTo(to, { after = 0 } = {}) {
      for (let attempt = 0; attempt < 250; attempt++) {
        const received = messagesTo(to);
        if (received.length > after) return received[received.length - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} after the ${after} received`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
