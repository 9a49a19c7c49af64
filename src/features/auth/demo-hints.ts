import { backendKind } from '../../backend';

/**
 * The demo town's sign-ins, shown on the sign-in screens in demo mode only
 * (the same ones the README gives; a test keeps them equal to the seed).
 * Kept here rather than imported from the seed, so the sign-in chunks never
 * carry the demo town's data.
 */
export const demoSignIns = {
  admin: { email: 'admin@town.demo', password: 'admin123' },
  vendor: { phone: '9000000001', password: 'vendor123' },
  delivery: { phone: '9000000011', password: 'delivery123' },
} as const;

export const showDemoHints = backendKind === 'demo';
