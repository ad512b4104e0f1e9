import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request the push service received. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface FakePushService {
  /** The https address a device of this name subscribes with. */
  endpoint(device: string): string;
  received: ReceivedPush[];
  /** Devices the service answers 410 Gone for (the browser unsubscribed). */
  gone: Set<string>;
  /** The certificate of the service's own test CA: the server trusts it through NODE_EXTRA_CA_CERTS. */
  caFile: string;
  close(): Promise<void>;
}

const P256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * A push service on loopback, over HTTPS like the real ones: a throw-away CA made with openssl signs its
 * certificate for 127.0.0.1 and localhost. It answers 201 Created, or 410 Gone for the devices in `gone`.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'oujda-push-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl('req', '-x509', ...P256, '-days', '2', '-subj', '/CN=Oujda test push CA', '-keyout', file('ca.key'), '-out', file('ca.pem'));
  openssl('req', ...P256, '-subj', '/CN=localhost', '-keyout', file('push.key'), '-out', file('push.csr'));
  writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    ...['x509', '-req', '-in', file('push.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial'],
    ...['-days', '2', '-extfile', file('san.ext'), '-out', file('push.pem')],
  );

  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server = createServer({ key: readFileSync(file('push.key')), cert: readFileSync(file('push.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      if (gone.has(device)) {
        res.writeHead(410).end();
        return;
      }
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(201, { location: `/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (device) => `https://127.0.0.1:${port}/push/${encodeURIComponent(device)}`,
    received,
    gone,
    caFile: file('ca.pem'),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
