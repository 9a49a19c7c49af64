// @vitest-environment node
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loopbackCertificate } from './tls/loopback-cert.mjs';

/**
 * `npm run bench` serves the build over HTTPS with a certificate made when the
 * server starts (scripts/tls/loopback-cert.mjs), so no key is committed.
 */
it('makes a fresh key and certificate for 127.0.0.1 and localhost each time, and none is committed', () => {
  const { key, cert } = loopbackCertificate({ now: new Date('2026-11-27T10:00:00Z') });
  const certificate = new X509Certificate(cert);
  expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
  expect(certificate.checkHost('localhost')).toBe('localhost');
  expect(certificate.checkHost('town.example')).toBeUndefined();
  expect(certificate.verify(certificate.publicKey)).toBe(true);
  expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
  expect(new Date(certificate.validFrom) < new Date('2026-11-27T10:00:00Z')).toBe(true);
  expect(new Date(certificate.validTo) > new Date('2026-12-26T10:00:00Z')).toBe(true);

  expect(loopbackCertificate().key).not.toBe(key);
  const tls = join(import.meta.dirname, 'tls');
  expect(readdirSync(tls).filter((file) => file.endsWith('.pem'))).toEqual([]);
  expect(existsSync(join(tls, 'loopback-key.pem'))).toBe(false);
});

it('serves HTTP/2 over TLS that a client trusting only it can reach', async () => {
  const { key, cert } = loopbackCertificate();
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (_, response) =>
    response.end('town'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const asked = request(
        { host: '127.0.0.1', port, ca: cert, servername: 'localhost' },
        (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () => resolve(text));
        },
      );
      asked.on('error', reject);
      asked.end();
    });
    expect(body).toBe('town');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
