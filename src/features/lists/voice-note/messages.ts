import { i18n, params } from '../../../lib/i18n';

/** Recording a list's voice note: only /sendList loads these. */
export const voiceNoteMessages = i18n('lists/voice-note', {
  title: 'A voice note',
  lead: 'Say what you need, as you would to the shopkeeper. Up to one minute.',
  record: 'Record a voice note',
  asking: 'Allow the microphone when the browser asks…',
  recording: 'Recording',
  stop: 'Stop recording',
  timer: params('{elapsed} of {most}'),
  recorded: params('Your voice note, {length}. Play it to check it before you send.'),
  stoppedAtTime: params('It stopped by itself at {most}, the longest a note can be.'),
  stoppedAtSize: 'It stopped by itself: a note cannot be any longer.',
  player: 'Your voice note',
  again: 'Record again',
  remove: 'Remove the voice note',
  unsupported:
    'This browser cannot record a voice note. Type your list or add a photo of it instead.',
  denied:
    'The microphone is blocked for this site. Allow it in the browser’s site settings and try again, or type your list instead.',
  noMicrophone: 'No microphone was found on this phone. Type your list or add a photo instead.',
  failed: 'The recording did not work. Try again, or type your list instead.',
  tryAgain: 'Try again',
});
