import { screen } from '@testing-library/react';
import { LIST_MEDIA_DAYS } from '../../lib/limits';
import { renderAt } from '../../testing/render';
import PrivacyScreen from './privacy-screen';

describe('/privacy', () => {
  it('says a prescription is health data, who reads a list, and when it is deleted', () => {
    renderAt(<PrivacyScreen />);
    expect(screen.getByRole('heading', { name: 'Lists and prescriptions' })).toBeInTheDocument();
    const said = screen.getByText(/A photo of a prescription is health data/);
    expect(said).toHaveTextContent('is read by that shop’s staff');
    expect(said).toHaveTextContent(
      `The list, its photo and its voice note are deleted ${LIST_MEDIA_DAYS} days after you send it.`,
    );
    expect(LIST_MEDIA_DAYS).toBe(30);
  });
});
