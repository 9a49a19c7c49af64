import { screen, waitFor } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import MediAssistScreen from '../medi-assist-screen';
import { renderRequest } from './render-request';

const renderAssist = () => renderRequest('/medical/mediAssist', <MediAssistScreen />);

describe('/medical/mediAssist', { timeout: 20_000 }, () => {
  it('offers 108 first', () => {
    renderAssist();
    expect(screen.getByRole('link', { name: /Call 108/ })).toHaveAttribute('href', 'tel:108');
  });

  it('needs what is needed and a good phone, and keeps what was typed', async () => {
    const { user } = renderAssist();
    await fill(user, field('Patient’s name'), 'Sima Bibi');
    await fill(user, field('Phone'), '98300 1122');
    await fill(user, field('Where is the patient'), 'At home in Rathtala, high fever');
    await user.click(screen.getByRole('button', { name: 'Send for help' }));

    expect(await screen.findByText('Please choose what you need.')).toBeInTheDocument();
    expect(screen.getByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Hospital bed/ })).toHaveFocus());
    expect(field('Patient’s name')).toHaveValue('Sima Bibi');
    expect(field('Phone')).toHaveValue('98300 1122');
    expect(field('Where is the patient')).toHaveValue('At home in Rathtala, high fever');
  });

  it('asks for blood with the group and alerts the admin chat', async () => {
    const { user } = renderAssist();
    expect(screen.queryByLabelText('Blood group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Blood/ }));
    await user.selectOptions(field('Blood group'), 'O-');
    await fill(user, field('Patient’s name'), 'Sima Bibi');
    await fill(user, field('Phone'), '9830011225');
    await fill(user, field('Where is the patient'), 'Rural hospital, ward 2, surgery tomorrow');
    await user.click(screen.getByRole('button', { name: 'Send for help' }));

    expect(await screen.findByText('Blood (O-)', {}, firstRead)).toBeInTheDocument();
    const [request] = await requestsFrom(collections.assistRequests, '9830011225');
    expect(request?.data).toMatchObject({ need: 'blood', bloodGroup: 'O-', status: 'new' });
    const [notice] = await noticesAbout(collections.assistRequests, request?.id ?? '');
    expect(notice?.data['text']).toMatch(/^URGENT — Blood needed \(O-\)/);
  });
});
