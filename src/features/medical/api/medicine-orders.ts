import * as v from 'valibot';
import { fieldErrors, type FormErrors } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { parseWholeNumber } from '../../../lib/limits';
import {
  MAX_MEDICINE_NAME,
  MAX_MEDICINES,
  MAX_QUANTITY,
  medicineOrderRequest,
} from '../../../lib/requests/schemas';

export { MAX_MEDICINE_NAME, MAX_MEDICINES, MAX_QUANTITY };

/** A line as typed: the quantity stays text until it is checked. */
export interface MedicineLineInput {
  key: string;
  name: string;
  quantity: string;
}

export interface MedicineOrderInput {
  lines: MedicineLineInput[];
  name: string;
  phone: string;
  address: string;
  note: string;
}

let lineCount = 0;
/** A fresh empty line; `key` keeps React's rows stable while lines are added and removed. */
export function newMedicineLine(): MedicineLineInput {
  lineCount += 1;
  return { key: `line-${lineCount}`, name: '', quantity: '1' };
}

export const emptyMedicineOrder = (): MedicineOrderInput => ({
  lines: [newMedicineLine()],
  name: '',
  phone: '',
  address: '',
  note: '',
});

/** The lines someone filled in; wholly empty rows are ignored, not refused. */
export const filledLines = (lines: readonly MedicineLineInput[]) =>
  lines.filter((line) => line.name.trim() !== '');

/**
 * The request the form's values make: the filled lines as items, each
 * quantity as a number, in whichever digits it was typed (what cannot be read
 * as a whole number is 0, which the schema refuses with the medicine's name).
 */
function requestOf(input: MedicineOrderInput) {
  const { lines, ...contact } = input;
  return {
    ...contact,
    items: filledLines(lines).map((line) => ({
      name: line.name,
      quantity: parseWholeNumber(line.quantity, Number.MAX_SAFE_INTEGER) ?? 0,
    })),
  };
}

/** The request's schema, run on what the form makes of its lines: a line's fault shows on the list. */
export function validateMedicineOrder(input: MedicineOrderInput): FormErrors<MedicineOrderInput> {
  const { items, ...errors } = fieldErrors(medicineOrderRequest, requestOf(input));
  return { ...errors, lines: items };
}

/** Sends the order; the admin chat passes it to a pharmacy, who call back with the price. */
export async function orderMedicines(id: string, input: MedicineOrderInput): Promise<SavedRequest> {
  return submitRequest('medicineOrder', id, v.parse(medicineOrderRequest, requestOf(input)));
}
