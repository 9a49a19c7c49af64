import { act, fireEvent, screen } from '@testing-library/react';
import { PAST_DAY_ERROR } from '../../../lib/booking-checks';
import { localDayAfter, townDayOf } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { locale, textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { renderAt, renderRoutes } from '../../../testing/render';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import ServiceTypeScreen from '../service-type-screen';
import ServicesScreen from '../services-screen';

function renderService(type: string) {
  return renderRoutes({ '/service/:type': <ServiceTypeScreen /> }, `/service/${type}`);
}

describe('/service and /service/{type}', { timeout: 20_000 }, () => {
  it('lists the service types as tiles', () => {
    renderAt(<ServicesScreen />, '/service');
    expect(screen.getByRole('link', { name: /Electrician/ })).toHaveAttribute(
      'href',
      '/service/electrician',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('lists a trade’s providers with call links', async () => {
    renderService('electrician');
    expect(await screen.findByRole('heading', { name: 'Gopal Das' }, firstRead)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Gopal Das, 90000 56701' })).toHaveAttribute(
      'href',
      'tel:9000056701',
    );
    expect(screen.getByLabelText('Rated 4.6 out of 5')).toBeInTheDocument();
  });

  it('rates a provider in Bengali digits for a Bengali reader', async () => {
    try {
      locale.set('bn');
      renderService('electrician');
      const rating = await screen.findByLabelText('রেটিং ৫-এর মধ্যে ৪.৬', {}, firstRead);
      expect(rating).toHaveTextContent('★ ৪.৬');
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('refuses a bad phone and a past date, keeping everything typed', async () => {
    const { user } = renderService('plumber');
    await screen.findByRole('heading', { name: 'Bablu Sardar' }, firstRead);
    await fill(user, field('What needs doing?'), 'Kitchen tap leaking');
    await fill(user, field('Your name'), 'Mousumi Pal');
    await fill(user, field('Phone'), '99999');
    await fill(user, field('Address'), 'Netaji Road, house 12');
    await user.click(screen.getByRole('radio', { name: 'On a day I choose' }));
    fireEvent.change(field('Preferred day'), { target: { value: localDayAfter(-1) } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(screen.getByText(PAST_DAY_ERROR)).toBeInTheDocument();
    expect(field('What needs doing?')).toHaveValue('Kitchen tap leaking');
    expect(field('Your name')).toHaveValue('Mousumi Pal');
    expect(field('Phone')).toHaveValue('99999');
    expect(field('Address')).toHaveValue('Netaji Road, house 12');
  });

  it('sends a request for a chosen provider to the admin chat', async () => {
    const { user } = renderService('plumber');
    await user.click(await screen.findByRole('button', { name: 'Request Kartik Bag' }, firstRead));
    expect(field('Who should come')).toHaveValue('plumber-kartik-bag');
    await fill(user, field('What needs doing?'), 'Motor pump not lifting water');
    await fill(user, field('Your name'), 'Mousumi Pal');
    await fill(user, field('Phone'), '8001234567');
    await fill(user, field('Address'), 'Netaji Road, house 12');
    await user.click(screen.getByRole('radio', { name: 'On a day I choose' }));
    fireEvent.change(field('Preferred day'), { target: { value: localDayAfter(3) } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Thank you, Mousumi Pal! Your request is in.' },
        firstRead,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Kartik Bag will call you/)).toBeInTheDocument();
    const [request] = await requestsFrom(collections.serviceRequests, '8001234567');
    expect(request?.data).toMatchObject({
      serviceType: 'plumber',
      providerId: 'plumber-kartik-bag',
      providerName: 'Kartik Bag',
      status: 'new',
    });
    expect(request?.data).toMatchObject({ asSoonAsPossible: false, date: localDayAfter(3) });
    const [notice] = await noticesAbout(collections.serviceRequests, request?.id ?? '');
    expect(notice?.data['chat']).toBe('admin');
  });

  it('asks for someone today, as soon as possible, without a date to pick', async () => {
    const { user } = renderService('electrician');
    await screen.findByRole('heading', { name: 'Gopal Das' }, firstRead);
    expect(screen.getByRole('radio', { name: 'As soon as possible, today' })).toBeChecked();
    expect(screen.queryByLabelText('Preferred day')).not.toBeInTheDocument();
    // A day chosen and then left for "as soon as possible" does not go with the request.
    await user.click(screen.getByRole('radio', { name: 'On a day I choose' }));
    fireEvent.change(field('Preferred day'), { target: { value: localDayAfter(5) } });
    await user.click(screen.getByRole('radio', { name: 'As soon as possible, today' }));
    await fill(user, field('What needs doing?'), 'No power in the whole house');
    await fill(user, field('Your name'), 'Mousumi Pal');
    await fill(user, field('Phone'), '8001234568');
    await fill(user, field('Address'), 'Netaji Road, house 12');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText(
        'Someone free will call you on 80012 34568 soon to fix a time today. Agree the charge before the work starts.',
        {},
        firstRead,
      ),
    ).toBeVisible();
    const [request] = await requestsFrom(collections.serviceRequests, '8001234568');
    // The day is the town's today, set by the server.
    expect(request?.data).toMatchObject({
      serviceType: 'electrician',
      asSoonAsPossible: true,
      date: townDayOf(new Date()),
    });
    const [notice] = await noticesAbout(collections.serviceRequests, request?.id ?? '');
    expect(notice?.data['text']).toMatch(
      /^Service wanted \(electrician\) as soon as possible \(today, /,
    );
  });

  it('gives an unknown service a friendly way on', () => {
    renderService('astrologer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We don’t list that service yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/service/plumber',
    );
  });
});
