import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetCustomer, remembersCustomer } from '../lib/customer-memory';
import { useMessages } from '../lib/i18n';
import { askedForNotices, forgetDevice } from '../data/push-device';
import { queryClient } from '../data/query-client';
import { commonMessages } from '../components/messages';

/**
 * "Forget me on this phone": removes the name, phone, address and recent
 * orders this browser remembers, for a shared or borrowed phone. Shown only
 * while something is remembered; says plainly what it did. Notifications this
 * browser asked for are forgotten by the server too: it deletes everything
 * about the device. A failure (no network) leaves the device to be forgotten
 * the next time.
 */
export function ForgetMe({ onForgotten }: { onForgotten?: () => void }) {
  const t = useMessages(commonMessages);
  const [remembers, setRemembers] = useState(remembersCustomer);
  const [forgotten, setForgotten] = useState(false);
  const forgetting = useMutation(
    {
      mutationFn: forgetDevice,
      onError: (error) => console.warn('This phone’s notifications were not forgotten:', error),
    },
    queryClient,
  );
  if (forgotten) {
    return (
      <p className="small text-body-secondary mb-0" role="status">
        {t.forgotten}
      </p>
    );
  }
  if (!remembers) return null;
  return (
    <p className="small text-body-secondary mb-0">
      {t.phoneRemembers}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => {
          forgetCustomer();
          if (askedForNotices()) forgetting.mutate();
          setRemembers(false);
          setForgotten(true);
          onForgotten?.();
        }}
      >
        {t.forgetMe}
      </button>
    </p>
  );
}

interface DeliveryDetails {
  name: string;
  phone: string;
  address: string;
  landmark: string;
}

/**
 * "Forget me" under a form that delivers (a cart, a list): the name, phone,
 * address and landmark filled in from memory go from the form too.
 */
export function ForgetDeliveryDetails<T extends DeliveryDetails>({
  setValues,
}: {
  setValues: (change: (current: T) => T) => void;
}) {
  return (
    <div className="mt-3">
      <ForgetMe
        onForgotten={() =>
          setValues((current) => ({ ...current, name: '', phone: '', address: '', landmark: '' }))
        }
      />
    </div>
  );
}
