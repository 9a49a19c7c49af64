import { useNavigate } from 'react-router-dom';
import type { FormErrors } from '../../components/form';
import { paths } from '../../config/paths';
import type { SavedRequest } from '../../data/requests';
import { useRequestForm } from '../../widgets/request-form';
import type { MedicalRequest, MedicalThanks } from './thanks';

/**
 * A medical request form (`useRequestForm`) that, once saved, goes on to
 * /medical/thankYou with what was asked for (`asked`), the name typed
 * (`nameOf`) and the phone, booking number and code the server gave.
 */
export function useMedicalRequest<T extends object>({
  initial,
  validate,
  save,
  asked,
  nameOf,
}: {
  initial: T;
  validate: (values: T) => FormErrors<T>;
  save: (id: string, values: T) => Promise<SavedRequest>;
  /**
   * What was asked for, as the thank-you says it; null where the values
   * cannot say it (never once saved: the server's schema refuses them).
   */
  asked: (values: T) => MedicalRequest | null;
  /** The name of the person it is for, as typed. */
  nameOf: (values: T) => string;
}) {
  const navigate = useNavigate();
  return useRequestForm({
    initial,
    validate,
    save,
    onSaved: (values, { phone, reference, code }) => {
      const request = asked(values);
      if (!request) return;
      const thanks: MedicalThanks = {
        ...request,
        name: nameOf(values).trim(),
        phone,
        reference,
        code,
      };
      void navigate(paths.medicalThankYou.href(), { state: thanks });
    },
  });
}
