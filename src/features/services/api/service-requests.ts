import * as v from 'valibot';
import { fieldErrors, type FormErrors } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import { type ServiceProvider, type WithId } from '../../../lib/models';
import { serviceRequestRequest } from '../../../lib/requests/schemas';
import type { ServiceType } from './service-providers';

export interface ServiceRequestInput {
  /** '' for whoever of this trade is free first. */
  providerId: string;
  name: string;
  phone: string;
  address: string;
  /** Today, as soon as someone is free; otherwise on `date`. */
  asSoonAsPossible: boolean;
  date: string;
  details: string;
}

/** Most jobs are wanted today: that is the first choice, a day of one's own the other. */
export const emptyServiceRequest: ServiceRequestInput = {
  providerId: '',
  name: '',
  phone: '',
  address: '',
  asSoonAsPossible: true,
  date: '',
  details: '',
};

/** The request the form's values make for `service`, to whoever it names (or anyone free). */
const requestOf = (
  service: ServiceType,
  input: ServiceRequestInput,
  provider: WithId<ServiceProvider> | null,
) => ({ ...input, serviceType: service.type, providerId: provider?.id ?? '' });

/** The request's schema, and a chosen day still open by the browser's clock. */
export function validateServiceRequest(
  service: ServiceType,
  input: ServiceRequestInput,
  now = new Date(),
): FormErrors<ServiceRequestInput> {
  const errors: FormErrors<ServiceRequestInput> = fieldErrors(
    serviceRequestRequest,
    requestOf(service, input, null),
  );
  if (!input.asSoonAsPossible) errors.date ??= checkBookingDay(input.date, now);
  return errors;
}

/** Sends the request; the admin chat passes it to the provider, who calls to fix a time. */
export async function requestService(
  id: string,
  service: ServiceType,
  input: ServiceRequestInput,
  provider: WithId<ServiceProvider> | null,
): Promise<SavedRequest> {
  return submitRequest(
    'serviceRequest',
    id,
    v.parse(serviceRequestRequest, requestOf(service, input, provider)),
  );
}
