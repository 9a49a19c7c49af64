import type { ReactElement } from 'react';
import { renderRoutes } from '../../../testing/render';
import MedicalThankYouScreen from '../medical-thank-you-screen';

/** A medical request screen opened at `path`, with the thank-you page a sent request moves on to. */
export function renderRequest(pattern: string, requestScreen: ReactElement, path = pattern) {
  return renderRoutes(
    { [pattern]: requestScreen, '/medical/thankYou': <MedicalThankYouScreen /> },
    path,
  );
}
