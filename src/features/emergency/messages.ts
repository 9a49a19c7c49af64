import { i18n, params } from '../../lib/i18n';

/** /emergency and /emergency/{service}. */
export const emergencyMessages = i18n('town/emergency', {
  title: 'Emergency',
  lead: 'Tap a number to call. These work even with no internet.',
  localNumbers: 'Local numbers',
  localNumbersFor: params('for {service}'),
  call: 'Call',
  allNumbers: '← All emergency numbers',
  tapToCall: 'Tap a number to call.',
  inOurTown: 'In our town',
  lookingUp: 'Looking up local numbers…',
  localUnavailable: 'Local numbers could not be loaded right now. The helplines here always work.',
  noneListed: 'No local numbers are listed yet — use the helplines.',
  helplines: 'Helplines',
  pageTitle: params('{service} · Emergency'),
});
