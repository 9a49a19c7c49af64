// Types for scripts/tls/loopback-cert.mjs, so its test (type-checked through
// tsconfig.node.json) can import it.
export declare function loopbackCertificate(options?: { days?: number; now?: Date }): {
  key: string;
  cert: string;
};
