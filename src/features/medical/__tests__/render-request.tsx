import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../../testing/render';
import MedicalThankYouScreen from '../medical-thank-you-screen';

/** A medical request screen opened at `path`, with the thank-you page a sent request moves on to. */
export function renderRequest(pattern: string, requestScreen: ReactElement, path = pattern) {
  return renderAt(
    <Routes>
      <Route path={pattern} element={requestScreen} />
      <Route path="/medical/thankYou" element={<MedicalThankYouScreen />} />
    </Routes>,
    path,
  );
}
