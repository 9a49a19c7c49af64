import { screen } from '@testing-library/react';
import { collections } from '../../lib/models';
import { textOf } from '../../lib/i18n';
import { formMessages } from '../../lib/messages';
import { fill, firstRead } from '../../testing/forms';
import { renderAt } from '../../testing/render';
import { noticesAbout, requestsFrom } from '../../testing/staff-reads';
import ContactScreen from './contact-screen';

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('/contact', { timeout: 20_000 }, () => {
  it('refuses a bad phone and a missing message, keeping what was typed', async () => {
    const { user } = renderAt(<ContactScreen />, '/contact');
    await fill(user, field('Name'), 'Rina Das');
    await fill(user, field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(
      screen.getByText('Please write a few words so we know how to help.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Rina Das');
    expect(field('Phone')).toHaveValue('12345');
  });

  it('says how long a message may be and refuses a longer one, keeping every character', async () => {
    const { user } = renderAt(<ContactScreen />, '/contact');
    expect(screen.getByText('Up to 1000 characters.')).toBeInTheDocument();
    const long = 'Please list the new bakery. '.repeat(40).trim();
    await fill(user, field('Name'), 'Rina Das');
    await fill(user, field('Phone'), '9876511299');
    await fill(user, field('Message'), long);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText(
        `Please shorten the message to 1000 characters; it has ${long.length} characters.`,
      ),
    ).toBeInTheDocument();
    expect(field('Message')).toHaveValue(long);
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsFrom(collections.messages, '9876511299')).toEqual([]);
  });

  it('saves the message with an alert for the admin chat', async () => {
    const { user } = renderAt(<ContactScreen />, '/contact');
    await fill(user, field('Name'), 'Rina Das');
    await fill(user, field('Phone'), '+91 98765 11223');
    await fill(user, field('Message'), 'Please list the new bakery on Station Road.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent', {}, firstRead)).toBeInTheDocument();
    expect(
      screen.getByText('Thank you, Rina Das. We will call or message you on 98765 11223.'),
    ).toBeInTheDocument();
    const [message] = await requestsFrom(collections.messages, '9876511223');
    expect(message?.data).toMatchObject({
      name: 'Rina Das',
      message: 'Please list the new bakery on Station Road.',
      status: 'new',
    });
    const [notice] = await noticesAbout(collections.messages, message?.id ?? '');
    expect(notice?.data).toMatchObject({ chat: 'admin', status: 'pending' });
    expect(notice?.data['text']).toContain('Please list the new bakery');
  });
});
