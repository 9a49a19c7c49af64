// A self-signed TLS certificate for the loopback test server, made afresh
// each time `scripts/serve.mjs --https` starts (see README.md here): an EC
// P-256 key and an X.509 v3 certificate for 127.0.0.1 and localhost, written
// in DER by hand with node:crypto, so no key is ever committed and nothing is
// downloaded or run (no openssl).
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A DER element: its tag, its length, its content. */
function der(tag, ...parts) {
  const content = Buffer.concat(parts);
  const length = content.length;
  let head;
  if (length < 0x80) head = Buffer.from([tag, length]);
  else {
    const bytes = [];
    for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
    head = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([head, content]);
}

const sequence = (...parts) => der(0x30, ...parts);
const set = (...parts) => der(0x31, ...parts);
const integer = (bytes) => der(0x02, bytes);
const utf8 = (text) => der(0x0c, Buffer.from(text, 'utf8'));
const octets = (bytes) => der(0x04, bytes);
const bits = (bytes) => der(0x03, Buffer.from([0]), bytes);
const explicit = (number, ...parts) => der(0xa0 | number, ...parts);

function oid(text) {
  const [first = 0, second = 0, ...rest] = text.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift(0x80 | (value & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** A UTCTime: YYMMDDHHMMSSZ (years 1950–2049). */
function utcTime(moment) {
  const text = moment.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`, 'ascii'));
}

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const COMMON_NAME = '2.5.4.3';
const SUBJECT_ALT_NAME = '2.5.29.17';
const DAY = 24 * 60 * 60 * 1000;

/**
 * A key and a certificate valid for `127.0.0.1` and `localhost` only, from a
 * day ago for `days` days; both in PEM, as `http2.createSecureServer` takes them.
 */
export function loopbackCertificate({ days = 30, now = new Date() } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(
    set(sequence(oid(COMMON_NAME), utf8('Town Services loopback test server'))),
  );
  // A positive serial: 16 random bytes with the top bit clear.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const altNames = sequence(
    der(0x87, Buffer.from([127, 0, 0, 1])), // iPAddress 127.0.0.1
    der(0x82, Buffer.from('localhost', 'ascii')), // dNSName localhost
  );
  const toBeSigned = sequence(
    explicit(0, integer(Buffer.from([2]))), // version 3
    integer(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now.getTime() - DAY)), utcTime(new Date(now.getTime() + days * DAY))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(sequence(oid(SUBJECT_ALT_NAME), octets(altNames)))),
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, ECDSA_WITH_SHA256, bits(signature));
  const base64 = certificate.toString('base64').replace(/(.{64})/g, '$1\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  };
}
