import { i18n, plural } from '../../lib/i18n';

/** The words of the staff screens' new-work alerts: the sound's switch and the banner. */
export const newWorkMessages = i18n('staff/new-work', {
  soundOffNote:
    'Until you tap, this browser stays silent: new work still shows here, and the tab’s title blinks.',
  soundAsleep: 'Sound is on, but this browser needs one tap on the screen each time it is opened.',
  wakeSound: 'Tap to turn the sound back on',
  soundOn: 'Sound on',
  turnSoundOff: 'Turn sound off',
  soundUnavailable:
    'This browser cannot play sounds: new work shows here, and the tab’s title blinks.',
  tapToSee: plural({ one: 'Tap to see it', other: 'Tap to see them' }),
  dismiss: 'Dismiss',
});
