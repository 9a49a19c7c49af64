import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '../../components/form-field';
import { useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import type { Neighbourhood, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { neighbourhoodSelectMessages } from './messages';

/**
 * The neighbourhoods a shop delivers to, each with its fee: the customer picks
 * theirs for a cart or a list. None where the shop names none; `townCount`
 * says when the shop serves only some of the town.
 */
export function NeighbourhoodSelect({
  served,
  townCount,
  value,
  error,
  ...select
}: {
  served: WithId<Neighbourhood>[];
  townCount: number;
  value: string;
  error?: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'>) {
  const t = useMessages(neighbourhoodSelectMessages);
  if (served.length === 0) return null;
  const chosen = served.find((place) => place.id === value);
  return (
    <SelectField
      label={t.neighbourhood}
      hint={[
        // A long name is cut in the closed select on a narrow phone: here it wraps, with its fee.
        chosen
          ? t.neighbourhoodChosen({
              name: localName(chosen),
              fee: formatRupees(chosen.deliveryFee),
            })
          : t.neighbourhoodHint,
        served.length < townCount && t.neighbourhoodSomeOnly,
      ]
        .filter(Boolean)
        .join(' ')}
      value={value}
      error={error}
      {...select}
    >
      <option value="">{t.chooseNeighbourhood}</option>
      {served.map((place) => (
        <option key={place.id} value={place.id}>
          {t.neighbourhoodOption({
            name: localName(place),
            fee: formatRupees(place.deliveryFee),
          })}
        </option>
      ))}
    </SelectField>
  );
}
