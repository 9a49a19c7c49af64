import { i18n } from '../../../lib/i18n';

/** A list's photo (a handwritten list, a prescription): only /sendList loads these. */
export const listPhotoMessages = i18n('lists/list-photo', {
  title: 'A photo',
  lead: 'Of your handwritten list or the doctor’s prescription, flat and in good light, the whole page in the picture.',
  take: 'Take a photo',
  choose: 'Choose a photo',
  shrinking: 'Making the photo smaller…',
  taken: 'Your photo',
  again: 'Take another',
  remove: 'Remove the photo',
  notAPhoto: 'That file is not a photo this browser can open. Choose a JPEG or PNG photo.',
  tooDetailed:
    'That photo stays too large even made smaller. Take it again with only the page in it.',
});
