import { textOf } from '../../../lib/i18n';
import { servicesMessages } from '../messages';
import { newRequestId, submitRequest } from '../../../domain/requests';
import {
  ADDRESS_BOUNDS,
  checkComingDay,
  checkName,
  checkPhone,
  checkText,
  DETAILS_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { type ServiceProvider, type WithId } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import type { ServiceType } from './service-providers';

export interface ServiceRequestInput {
  /** '' for whoever of this trade is free first. */
  providerId: string;
  name: string;
  phone: string;
  address: string;
  date: string;
  details: string;
}

export const emptyServiceRequest: ServiceRequestInput = {
  providerId: '',
  name: '',
  phone: '',
  address: '',
  date: '',
  details: '',
};

export function validateServiceRequest(input: ServiceRequestInput, now = new Date()) {
  return onlyErrors<keyof ServiceRequestInput>({
    name: checkName(input.name),
    phone: checkPhone(input.phone),
    address: checkText(input.address, ADDRESS_BOUNDS, textOf(servicesMessages).whereIsWork),
    date: checkComingDay(input.date, now),
    details: checkText(input.details, DETAILS_BOUNDS, textOf(servicesMessages).whatToDo),
  });
}

export const newServiceRequestId = newRequestId;

/** Sends the request; the admin chat passes it to the provider, who calls to fix a time. */
export async function requestService(
  id: string,
  service: ServiceType,
  input: ServiceRequestInput,
  provider: WithId<ServiceProvider> | null,
): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('serviceRequest', id, {
    serviceType: service.type,
    providerId: provider?.id ?? '',
    name: input.name.trim(),
    phone,
    address: input.address.trim(),
    date: input.date,
    details: input.details.trim(),
  });
}
