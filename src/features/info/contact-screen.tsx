import { useState } from 'react';
import { PhoneField, TextAreaField, TextField } from '../../components/form-field';
import { FormFailure, useRequestForm } from '../../components/request-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatIndianMobile, normalizeIndianMobile } from '../../lib/phone';
import { countOf } from '../../lib/plural';
import {
  MESSAGE_MAX,
  newMessageId,
  sendContactMessage,
  validateContactMessage,
  type ContactMessageInput,
} from './api/contact-messages';

const empty: ContactMessageInput = { name: '', phone: '', message: '' };

export default function ContactScreen() {
  useDocumentTitle('Contact us');
  const [sentFrom, setSentFrom] = useState<ContactMessageInput | null>(null);
  const { values, errors, sending, failure, formRef, setField, submit, reset } = useRequestForm({
    initial: empty,
    validate: validateContactMessage,
    save: sendContactMessage,
    onSaved: setSentFrom,
    newId: newMessageId,
  });

  const startAnother = () => {
    reset();
    setSentFrom(null);
  };

  return (
    <div className="container-lg page">
      <h1 className="page-title">Contact us</h1>
      <p className="page-lead">
        Questions about an order, a shop you would like to see here, or a correction? We answer
        every message, usually the same day.
      </p>
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <section className="info-card" aria-labelledby="contact-reach">
            <h2 id="contact-reach">Reach us</h2>
            <p className="mb-2">
              Help desk, 9 am – 8 pm every day:{' '}
              <a href="tel:+919000000000" className="fw-semibold">
                90000 00000
              </a>
            </p>
            <p className="mb-2">
              Write to <a href="mailto:help@town.services">help@town.services</a>
            </p>
            <p className="mb-0">Office: Station Road, next to the post office.</p>
          </section>
          <section className="info-card" aria-labelledby="contact-emergency">
            <h2 id="contact-emergency">In an emergency</h2>
            <p className="mb-0">
              Do not wait for a reply — call <a href="tel:112">112</a> (police, fire, ambulance) or{' '}
              <a href="tel:108">108</a> for an ambulance.
            </p>
          </section>
        </div>
        <div className="col-12 col-md-7">
          {sentFrom ? (
            <section className="form-card" role="status" aria-live="polite">
              <h2 className="h5 fw-bold">Message sent</h2>
              <p>
                Thank you, {sentFrom.name.trim()}. We will call or message you on{' '}
                {formatIndianMobile(normalizeIndianMobile(sentFrom.phone) ?? sentFrom.phone.trim())}
                .
              </p>
              <button type="button" className="btn btn-outline-primary" onClick={startAnother}>
                Send another message
              </button>
            </section>
          ) : (
            <form
              ref={formRef}
              className="form-card"
              onSubmit={submit}
              noValidate
              aria-labelledby="contact-form"
            >
              <h2 id="contact-form" className="h5 fw-bold mb-3">
                Send us a message
              </h2>
              <TextField
                label="Name"
                name="name"
                autoComplete="name"
                value={values.name}
                error={errors.name}
                onChange={(event) => setField('name', event.target.value)}
              />
              <PhoneField
                hint="We call you back on this number."
                value={values.phone}
                error={errors.phone}
                onChange={(event) => setField('phone', event.target.value)}
              />
              {/* No maxLength: the browser would cut a pasted message without a word. */}
              <TextAreaField
                label="Message"
                name="message"
                rows={5}
                hint={`Up to ${countOf(MESSAGE_MAX, 'character')}.`}
                value={values.message}
                error={errors.message}
                onChange={(event) => setField('message', event.target.value)}
              />
              <FormFailure message={failure} />
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Sending…' : 'Send message'}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
