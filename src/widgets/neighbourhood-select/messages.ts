import { i18n, params } from '../../lib/i18n';

/** The neighbourhood a cart or a list is delivered to, each with its fee (./neighbourhood-select). */
export const neighbourhoodSelectMessages = i18n('town/neighbourhood-select', {
  neighbourhood: 'Neighbourhood',
  chooseNeighbourhood: 'Choose your neighbourhood',
  neighbourhoodHint: 'The delivery fee depends on it.',
  neighbourhoodSomeOnly: 'This shop delivers only to the neighbourhoods listed.',
  neighbourhoodOption: params('{name} · {fee}'),
  neighbourhoodChosen: params('{name}: delivery {fee}.'),
});
