import { useState } from 'react';
import { PhoneField, TextAreaField, TextField } from '../../components/form-field';
import { FormFailure, useRequestForm } from '../../components/form';
import { ReferenceCodes } from '../../components/reference-codes';
import { useDocumentTitle } from '../../components/use-document-title';
import type { SavedRequest } from '../../data/requests';
import { formatIndianMobile } from '../../lib/phone';
import { useMessages } from '../../lib/i18n';
import { contactMessages } from './messages';
import {
  MESSAGE_MAX,
  newMessageId,
  sendContactMessage,
  validateContactMessage,
  type ContactMessageInput,
} from './api/contact-messages';

const empty: ContactMessageInput = { name: '', phone: '', message: '' };

export default function ContactScreen() {
  const t = useMessages(contactMessages);
  useDocumentTitle(t.title);
  const [sent, setSent] = useState<{ message: ContactMessageInput; saved: SavedRequest } | null>(
    null,
  );
  const form = useRequestForm({
    initial: empty,
    validate: validateContactMessage,
    save: sendContactMessage,
    onSaved: (message, saved) => setSent({ message, saved }),
    newId: newMessageId,
  });

  const startAnother = () => {
    form.reset();
    setSent(null);
  };

  return (
    <div className="container-lg page">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <section className="info-card" aria-labelledby="contact-reach">
            <h2 id="contact-reach">{t.reachUs}</h2>
            <p className="mb-2">
              {t.helpDesk}{' '}
              <a href="tel:+919000000000" className="fw-semibold">
                90000 00000
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
          {sent ? (
            <section className="form-card" role="status" aria-live="polite">
              <h2 className="h5 fw-bold">{t.sent}</h2>
              <p>
                {t.thanks({
                  name: sent.message.name.trim(),
                  phone: formatIndianMobile(sent.saved.phone),
                })}
              </p>
              <ReferenceCodes
                kind="booking"
                number={sent.saved.reference}
                code={sent.saved.code}
                phone={sent.saved.phone}
              />
              <button type="button" className="btn btn-outline-primary" onClick={startAnother}>
                {t.sendAnother}
              </button>
            </section>
          ) : (
            <form
              className="form-card"
              onSubmit={form.onSubmit}
              noValidate
              aria-labelledby="contact-form"
            >
              <h2 id="contact-form" className="h5 fw-bold mb-3">
                {t.sendUs}
              </h2>
              <TextField label={t.name} name="name" autoComplete="name" {...form.text('name')} />
              <PhoneField hint={t.phoneHint} {...form.text('phone')} />
              {/* No maxLength: the browser would cut a pasted message without a word. */}
              <TextAreaField
                label={t.message}
                name="message"
                rows={5}
                hint={t.messageHint(MESSAGE_MAX)}
                {...form.text('message')}
              />
              <FormFailure message={form.failure} />
              <button type="submit" className="btn btn-primary" disabled={form.sending}>
                {form.sending ? t.sending : t.send}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
