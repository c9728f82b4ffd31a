import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives: the tests' inbox. */
export async function startMailbox(): Promise<{
  url: string;
  messages: ReceivedMail[];
  waitFor(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  otpFor(to: string, subjectIncludes?: string): Promise<string>;
  expectNoMailTo(to: string, withinMs?: number): Promise<void>;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  async function waitFor(
    to: string,
    predicate: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 5000,
  ) {
    const deadline = Date.now() + timeoutMs;
    const seen = new Set<ReceivedMail>();
    for (;;) {
      const mail = messages.find((m) => !seen.has(m) && m.to.includes(to.toLowerCase()) && predicate(m));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async otpFor(to, subjectIncludes = '') {
      const before = messages.length;
      const mail = await waitFor(
        to,
        (m) => messages.indexOf(m) >= before - 1 && m.subject.includes(subjectIncludes),
      );
      const code = /: (\d{6})\b/.exec(mail.raw)?.[1];
      if (!code) throw new Error(`No code in mail: ${mail.raw}`);
      return code;
    },
    /**
     * Watches the inbox until the deadline and fails the moment a mail to `to` arrives: mail leaves the app
     * after its reply (deliverLater), so absence is only shown by waiting for it as long as a delivery takes.
     */
    async expectNoMailTo(to, withinMs = 1000) {
      const deadline = Date.now() + withinMs;
      const address = to.toLowerCase();
      for (;;) {
        const mail = messages.find((m) => m.to.includes(address));
        if (mail) throw new Error(`A mail to ${to} arrived ("${mail.subject}"); none was expected`);
        if (Date.now() > deadline) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
