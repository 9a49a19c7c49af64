import { useState } from 'react';
import { forgetCustomer, remembersCustomer } from '../lib/customer-memory';

/**
 * "Forget me on this phone": removes the name, phone, address and recent
 * orders this browser remembers, for a shared or borrowed phone. Shown only
 * while something is remembered; says plainly what it did.
 */
export function ForgetMe({ onForgotten }: { onForgotten?: () => void }) {
  const [remembers, setRemembers] = useState(remembersCustomer);
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) {
    return (
      <p className="small text-body-secondary mb-0" role="status">
        Done: this phone no longer remembers your name, number, address or orders.
      </p>
    );
  }
  if (!remembers) return null;
  return (
    <p className="small text-body-secondary mb-0">
      This phone remembers your details for next time.{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => {
          forgetCustomer();
          setRemembers(false);
          setForgotten(true);
          onForgotten?.();
        }}
      >
        Forget me on this phone
      </button>
    </p>
  );
}
