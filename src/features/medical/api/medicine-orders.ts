import { newRequestId, submitRequest } from '../../../domain/requests';
import {
  ADDRESS_BOUNDS,
  checkName,
  checkPhone,
  checkText,
  NOTE_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { locale, localDigits, textOf } from '../../../lib/i18n';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { medicineOrderMessages } from '../messages';

/** Lines one order may hold (firestore.rules bounds the list at 20). */
export const MAX_MEDICINES = 20;
export const MAX_QUANTITY = 99;
/** The longest medicine name a line may hold. */
export const MAX_NAME_LENGTH = 80;

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

function quantityOf(text: string): number | null {
  const quantity = Number(text.trim());
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function checkLines(lines: readonly MedicineLineInput[]): string | undefined {
  const t = textOf(medicineOrderMessages);
  const filled = filledLines(lines);
  if (filled.length === 0) return t.writeOneMedicine;
  if (filled.length > MAX_MEDICINES) return t.tooManyMedicines(MAX_MEDICINES);
  const tooLong = filled.find((line) => line.name.trim().length > MAX_NAME_LENGTH);
  if (tooLong) return t.nameTooLong(MAX_NAME_LENGTH);
  const badQuantity = filled.find((line) => quantityOf(line.quantity) === null);
  if (badQuantity) {
    const max = localDigits(String(MAX_QUANTITY), locale.get());
    return t.quantityRange({ max, medicine: badQuantity.name.trim() });
  }
  return undefined;
}

export function validateMedicineOrder(input: MedicineOrderInput) {
  return onlyErrors<keyof MedicineOrderInput>({
    lines: checkLines(input.lines),
    name: checkName(input.name),
    phone: checkPhone(input.phone),
    address: checkText(input.address, ADDRESS_BOUNDS, textOf(medicineOrderMessages).writeAddress),
    note: checkText(input.note, NOTE_BOUNDS, ''),
  });
}

export const newMedicineOrderId = newRequestId;

/** Sends the order; the admin chat passes it to a pharmacy, who call back with the price. */
export async function orderMedicines(id: string, input: MedicineOrderInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('medicineOrder', id, {
    name: input.name.trim(),
    phone,
    address: input.address.trim(),
    items: filledLines(input.lines).map((line) => ({
      name: line.name.trim(),
      quantity: quantityOf(line.quantity) ?? 1,
    })),
    note: input.note.trim(),
  });
}
