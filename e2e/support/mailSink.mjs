// A real SMTP server for the browser tests: the portal server sends its mail here (SMTP_URL), and each
// received mail is written as one JSON file into a folder the specs read (E2E_MAIL_DIR).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/freePort.mjs';

export async function startMailSink(folder) {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback interface: no certificate to make, nothing leaves the machine.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received += 1;
          const record = { to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: new Date().toISOString() };
          writeFileSync(join(folder, `${String(received).padStart(5, '0')}.json`), JSON.stringify(record));
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
