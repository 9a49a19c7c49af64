import { i18n, params } from '../../lib/i18n';

/** A list of records to tick (the neighbourhoods a shop delivers to), searched when long. */
export const refChecklistMessages = i18n('staff/ref-checklist', {
  search: 'Find in the list',
  searchHint: 'Type part of a name, in any of the three languages.',
  noMatch: params('Nothing in the list matches “{text}”.'),
  ticked: params('Ticked: {names}'),
  loading: 'Loading the list…',
});
