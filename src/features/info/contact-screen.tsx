import { NameAndPhone, TextAreaField } from '../../components/form-field';
import { RequestForm, RequestSent, useRequestForm } from '../../widgets/request-form';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessages } from '../../lib/i18n';
import { contactMessages } from './messages';
import {
  MESSAGE_MAX,
  sendContactMessage,
  validateContactMessage,
  type ContactMessageInput,
} from './api/contact-messages';
import { readablePhone } from '../../widgets/contact-card';

const empty: ContactMessageInput = { name: '', phone: '', message: '' };

export default function ContactScreen() {
  const t = useMessages(contactMessages);
  useDocumentTitle(t.title);
  const form = useRequestForm({
    initial: empty,
    validate: validateContactMessage,
    save: sendContactMessage,
  });

  return (
    <Page title={t.title} lead={t.lead}>
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <section className="info-card" aria-labelledby="contact-reach">
            <h2 id="contact-reach">{t.reachUs}</h2>
            <p className="mb-2">
              {t.helpDesk}{' '}
              <a href="tel:+919000000000" className="fw-semibold">
                {readablePhone('9000000000')}
              </a>
            </p>
            <p className="mb-2">
              {t.writeTo}{' '}
              {/* eslint-disable-next-line no-restricted-syntax -- an address, not words */}
              <a href="mailto:help@town.services">help@town.services</a>
            </p>
            <p className="mb-0">{t.office}</p>
          </section>
          <section className="info-card" aria-labelledby="contact-emergency">
            <h2 id="contact-emergency">{t.inAnEmergency}</h2>
            <p className="mb-0">
              {t.emergencyBefore} <a href="tel:112">112</a> {t.emergencyMiddle}{' '}
              <a href="tel:108">108</a> {t.emergencyAfter}
            </p>
          </section>
        </div>
        <div className="col-12 col-md-7">
          <RequestForm
            form={form}
            title={t.sendUs}
            submitLabel={t.send}
            sendingLabel={t.sending}
            sent={
              form.sent && (
                <RequestSent
                  title={t.sent}
                  booking={form.sent.saved}
                  anotherLabel={t.sendAnother}
                  onAnother={() => form.reset()}
                >
                  <p>
                    {t.thanks({
                      name: form.sent.values.name.trim(),
                      phone: readablePhone(form.sent.saved.phone),
                    })}
                  </p>
                </RequestSent>
              )
            }
          >
            <NameAndPhone form={form} nameLabel={t.name} phoneHint={t.phoneHint} />
            {/* No maxLength: the browser would cut a pasted message without a word. */}
            <TextAreaField
              label={t.message}
              rows={5}
              hint={t.messageHint(MESSAGE_MAX)}
              {...form.text('message')}
            />
          </RequestForm>
        </div>
      </div>
    </Page>
  );
}
