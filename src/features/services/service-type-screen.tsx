import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ContactCard } from '../../components/contact-card';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { PinIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { FormFailure, useRequestForm } from '../../components/form';
import { ReferenceCodes } from '../../components/reference-codes';
import { useDocumentTitle } from '../../components/use-document-title';
import type { SavedRequest } from '../../data/requests';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { formatDay, localDayOf } from '../../lib/local-date';
import { formatIndianMobile } from '../../lib/phone';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import { servicesMessages, serviceTypeMessages } from './messages';
import {
  providersQuery,
  serviceTypeOf,
  serviceTypes,
  type ServiceType,
} from './api/service-providers';
import {
  emptyServiceRequest,
  newServiceRequestId,
  requestService,
  validateServiceRequest,
  type ServiceRequestInput,
} from './api/service-requests';
import { ADDRESS_BOUNDS, DETAILS_BOUNDS } from '../../lib/requests/schemas';

function RequestSent({
  request,
  saved,
  providerName,
  onAnother,
}: {
  request: ServiceRequestInput;
  saved: SavedRequest;
  providerName: string | null;
  onAnother: () => void;
}) {
  const t = useMessages(servicesMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { phone } = saved;
  return (
    <section className="form-card thank-you" role="status" aria-labelledby="service-sent">
      <h2 id="service-sent" ref={heading} tabIndex={-1} className="h5 fw-bold">
        {t.thanks({ name: request.name.trim() })}
      </h2>
      <p>
        {request.asSoonAsPossible
          ? t.willCallToday({
              provider: providerName ?? t.someoneFree,
              phone: formatIndianMobile(phone),
            })
          : t.willCall({
              provider: providerName ?? t.someoneFree,
              phone: formatIndianMobile(phone),
              day: formatDay(request.date),
            })}
      </p>
      <ReferenceCodes kind="booking" number={saved.reference} code={saved.code} phone={phone} />
      <button type="button" className="btn btn-outline-primary" onClick={onAnother}>
        {t.sendAnother}
      </button>
    </section>
  );
}

function ServiceProviders({ service }: { service: ServiceType }) {
  const t = useMessages(servicesMessages);
  const trades = useMessages(serviceTypeMessages);
  const code = useMessages(locale);
  const name = trades[service.type];
  useDocumentTitle(name);
  const providers = useListView(useInfiniteQuery(providersQuery(service.type), queryClient));
  const [sent, setSent] = useState<{ request: ServiceRequestInput; saved: SavedRequest } | null>(
    null,
  );
  const providerOf = (id: string) => providers.items.find((provider) => provider.id === id) ?? null;
  const form = useRequestForm({
    initial: emptyServiceRequest,
    validate: (values: ServiceRequestInput) => validateServiceRequest(service, values),
    save: (id, values) => requestService(id, service, values, providerOf(values.providerId)),
    onSaved: (request, saved) => setSent({ request, saved }),
    newId: newServiceRequestId,
  });
  const { values, setField } = form;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const whenId = useId();

  const askFor = (providerId: string) => {
    if (sent) {
      form.reset();
      setSent(null);
    }
    setField('providerId', providerId);
    formHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className="container-lg page">
      <Link to={paths.services.href()} className="d-inline-block mb-2">
        {t.allServices}
      </Link>
      <h1 className="page-title">{name}</h1>
      <p className="page-lead">{t.typeLead({ note: trades[`${service.type}Note`] })}</p>
      <div className="row g-4">
        <section className="col-12 col-lg-7" aria-labelledby="providers-heading">
          <h2 id="providers-heading" className="section-title mt-0">
            {trades[`${service.type}InTown`]}
          </h2>
          {providers.items.length > 0 && (
            <ul className="provider-list list-unstyled mb-0">
              {providers.items.map((provider) => (
                <li key={provider.id}>
                  <ContactCard
                    title={localName(provider)}
                    titleLevel={3}
                    phone={provider.phone}
                    badge={
                      <span className="rating" aria-label={t.rated({ rating: provider.rating })}>
                        ★ {localDigits(provider.rating.toFixed(1), code)}
                      </span>
                    }
                    actions={
                      <button
                        type="button"
                        className="btn btn-outline-primary"
                        onClick={() => askFor(provider.id)}
                      >
                        {t.requestNamed({ name: localName(provider) })}
                      </button>
                    }
                  >
                    <p className="mb-1">{provider.experience}</p>
                    <p className="shop-card-line mb-0">
                      <PinIcon />
                      {provider.area}
                    </p>
                  </ContactCard>
                </li>
              ))}
            </ul>
          )}
          {providers.status === 'ready' && providers.items.length === 0 && (
            <div className="empty-state">
              <h3 className="h5 fw-bold">{t.nobodyYet}</h3>
              <p className="mb-0">{t.sendAnyway}</p>
            </div>
          )}
          <ListFooter list={providers} moreLabel={trades[`${service.type}More`]} />
        </section>
        <div className="col-12 col-lg-5">
          {sent ? (
            <RequestSent
              {...sent}
              providerName={(() => {
                const provider = providerOf(sent.request.providerId);
                return provider ? localName(provider) : null;
              })()}
              onAnother={() => {
                form.reset();
                setSent(null);
              }}
            />
          ) : (
            <form
              className="form-card sticky-card"
              onSubmit={form.submit}
              noValidate
              aria-labelledby="service-form"
            >
              <h2 id="service-form" ref={formHeading} tabIndex={-1} className="h5 fw-bold mb-3">
                {t.sendRequest}
              </h2>
              <SelectField
                label={t.whoShouldCome}
                name="providerId"
                value={values.providerId}
                onChange={(event) => setField('providerId', event.target.value)}
              >
                <option value="">{t.whoeverIsFree}</option>
                {providers.items.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {localName(provider)} ({provider.area})
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label={t.whatNeedsDoing}
                name="details"
                rows={3}
                maxLength={DETAILS_BOUNDS.max}
                {...form.text('details')}
              />
              <TextField
                label={t.yourName}
                name="name"
                autoComplete="name"
                {...form.text('name')}
              />
              <PhoneField {...form.text('phone')} />
              <TextAreaField
                label={t.address}
                name="address"
                rows={2}
                maxLength={ADDRESS_BOUNDS.max}
                autoComplete="street-address"
                {...form.text('address')}
              />
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-1">{t.whenToCome}</legend>
                <div className="form-check">
                  <input
                    id={`${whenId}-soon`}
                    type="radio"
                    className="form-check-input"
                    name="when"
                    checked={values.asSoonAsPossible}
                    onChange={() => setField('asSoonAsPossible', true)}
                  />
                  <label className="form-check-label" htmlFor={`${whenId}-soon`}>
                    {t.asSoonAsPossible}
                  </label>
                </div>
                <div className="form-check">
                  <input
                    id={`${whenId}-day`}
                    type="radio"
                    className="form-check-input"
                    name="when"
                    checked={!values.asSoonAsPossible}
                    onChange={() => setField('asSoonAsPossible', false)}
                  />
                  <label className="form-check-label" htmlFor={`${whenId}-day`}>
                    {t.onADay}
                  </label>
                </div>
              </fieldset>
              {!values.asSoonAsPossible && (
                <TextField
                  label={t.preferredDay}
                  name="date"
                  type="date"
                  min={localDayOf()}
                  {...form.text('date')}
                />
              )}
              <FormFailure message={form.failure} />
              <button type="submit" className="btn btn-primary w-100" disabled={form.sending}>
                {form.sending ? t.sending : t.send}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

function UnknownService() {
  const t = useMessages(servicesMessages);
  const trades = useMessages(serviceTypeMessages);
  useDocumentTitle(t.notFoundTitle);
  return (
    <div className="container-lg page">
      <Link to={paths.services.href()} className="d-inline-block mb-2">
        {t.allServices}
      </Link>
      <h1 className="page-title">{t.notListed}</h1>
      <div className="empty-state mt-3">
        <h2>{t.tryThese}</h2>
        <ul className="aisle-list list-unstyled justify-content-center mb-3">
          {serviceTypes.map(({ type }) => (
            <li key={type}>
              <Link to={paths.serviceType.href(type)}>{trades[type]}</Link>
            </li>
          ))}
        </ul>
        <p className="mb-2">{t.someoneElse}</p>
        <Link to={paths.contact.href()} className="btn btn-primary">
          {t.contactUs}
        </Link>
      </div>
    </div>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  const service = serviceTypeOf(params.type);
  if (service) await queryClient.prefetchInfiniteQuery(providersQuery(service.type));
};

/** /service/{type}: the people of one trade, and a request form. */
export default function ServiceTypeScreen() {
  const service = serviceTypeOf(useParams().type);
  return service ? <ServiceProviders key={service.type} service={service} /> : <UnknownService />;
}
