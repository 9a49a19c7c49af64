import type { StoreValue } from 'nanostores';
import { useId, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ContactCard, readablePhone } from '../../widgets/contact-card';
import {
  AddressField,
  NameAndPhone,
  SelectField,
  DetailsField,
  TextField,
} from '../../components/form-field';
import { PinIcon } from '../../components/icons';
import { IconLine } from '../../components/icon-line';
import { PagedList } from '../../components/paged-list';
import { RequestForm, RequestSent, useRequestForm } from '../../widgets/request-form';
import { EmptyState, Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { formatDay, localDayOf } from '../../lib/local-date';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { localName, localText } from '../../lib/local-name';
import { tradeNames } from '../../lib/requests/messages';
import { servicesMessages, serviceTypeMessages } from './messages';
import {
  providersQuery,
  serviceTypeOf,
  serviceTypes,
  type ServiceType,
} from './api/service-providers';
import {
  emptyServiceRequest,
  requestService,
  validateServiceRequest,
  type ServiceRequestInput,
} from './api/service-requests';

/** When the provider will call, as the thank-you says it. */
function willCallText(
  t: StoreValue<typeof servicesMessages>,
  request: ServiceRequestInput,
  phone: string,
  providerName: string | null,
) {
  const provider = providerName ?? t.someoneFree;
  return request.asSoonAsPossible
    ? t.willCallToday({ provider, phone: readablePhone(phone) })
    : t.willCall({ provider, phone: readablePhone(phone), day: formatDay(request.date) });
}

function ServiceProviders({ service }: { service: ServiceType }) {
  const t = useMessages(servicesMessages);
  const trades = useMessages(serviceTypeMessages);
  const code = useMessages(locale);
  const name = useMessages(tradeNames)[service.type];
  useDocumentTitle(name);
  const providers = inNameOrder(
    useListView(useInfiniteQuery(providersQuery(service.type), queryClient)),
  );
  const providerOf = (id: string) => providers.items.find((provider) => provider.id === id) ?? null;
  const providerName = (id: string) => {
    const provider = providerOf(id);
    return provider ? localName(provider) : null;
  };
  const form = useRequestForm({
    initial: emptyServiceRequest,
    validate: (values: ServiceRequestInput) => validateServiceRequest(service, values),
    save: (id, values) => requestService(id, service, values, providerOf(values.providerId)),
  });
  const { values, setField, sent } = form;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const whenId = useId();

  const askFor = (providerId: string) => {
    if (sent) form.reset();
    setField('providerId', providerId);
    formHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  };

  return (
    <Page
      back={{ to: paths.services.href(), label: t.allServices }}
      title={name}
      lead={t.typeLead({ note: trades[`${service.type}Note`] })}
    >
      <div className="row g-4">
        <section className="col-12 col-lg-7" aria-labelledby="providers-heading">
          <h2 id="providers-heading" className="section-title mt-0">
            {trades[`${service.type}InTown`]}
          </h2>
          <PagedList
            list={providers}
            look="provider-list"
            moreLabel={trades[`${service.type}More`]}
            item={(provider) => (
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
                <p className="mb-1">{localText(provider, 'experience')}</p>
                <IconLine Icon={PinIcon} last>
                  {localText(provider, 'area')}
                </IconLine>
              </ContactCard>
            )}
            empty={
              <div className="empty-state">
                <h3 className="h5 fw-bold">{t.nobodyYet}</h3>
                <p className="mb-0">{t.sendAnyway}</p>
              </div>
            }
          />
        </section>
        <div className="col-12 col-lg-5">
          <RequestForm
            form={form}
            title={t.sendRequest}
            submitLabel={t.send}
            sendingLabel={t.sending}
            className="sticky-card"
            submitLook="wide"
            headingRef={formHeading}
            sent={
              sent && (
                <RequestSent
                  title={t.thanks({ name: sent.values.name.trim() })}
                  booking={sent.saved}
                  anotherLabel={t.sendAnother}
                  onAnother={() => form.reset()}
                >
                  <p>
                    {willCallText(
                      t,
                      sent.values,
                      sent.saved.phone,
                      providerName(sent.values.providerId),
                    )}
                  </p>
                </RequestSent>
              )
            }
          >
            <SelectField
              label={t.whoShouldCome}
              name="providerId"
              value={values.providerId}
              onChange={(event) => setField('providerId', event.target.value)}
            >
              <option value="">{t.whoeverIsFree}</option>
              {providers.items.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {localName(provider)} ({localText(provider, 'area')})
                </option>
              ))}
            </SelectField>
            <DetailsField label={t.whatNeedsDoing} {...form.text('details')} />
            <NameAndPhone nameLabel={t.yourName} form={form} />
            <AddressField label={t.address} rows={2} {...form.text('address')} />
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-1">{t.whenToCome}</legend>
              {[
                { soon: true, label: t.asSoonAsPossible },
                { soon: false, label: t.onADay },
              ].map(({ soon, label }) => (
                <div key={label} className="form-check roomy-check">
                  <input
                    id={`${whenId}-${soon}`}
                    type="radio"
                    className="form-check-input"
                    name="when"
                    checked={values.asSoonAsPossible === soon}
                    onChange={() => setField('asSoonAsPossible', soon)}
                  />
                  <label className="form-check-label" htmlFor={`${whenId}-${soon}`}>
                    {label}
                  </label>
                </div>
              ))}
            </fieldset>
            {!values.asSoonAsPossible && (
              <TextField
                label={t.preferredDay}
                type="date"
                min={localDayOf()}
                {...form.text('date')}
              />
            )}
          </RequestForm>
        </div>
      </div>
    </Page>
  );
}

function UnknownService() {
  const t = useMessages(servicesMessages);
  const trades = useMessages(tradeNames);
  useDocumentTitle(t.notFoundTitle);
  return (
    <Page back={{ to: paths.services.href(), label: t.allServices }} title={t.notListed}>
      <EmptyState
        title={t.tryThese}
        spaced
        ways={[{ to: paths.contact.href(), label: t.contactUs }]}
      >
        <ul className="aisle-list list-unstyled justify-content-center mb-3">
          {serviceTypes.map(({ type }) => (
            <li key={type}>
              <Link to={paths.serviceType.href(type)}>{trades[type]}</Link>
            </li>
          ))}
        </ul>
        <p className="mb-2">{t.someoneElse}</p>
      </EmptyState>
    </Page>
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
