/**
 * What a medical form hands to /medical/thankYou in the navigation state, so
 * the thank-you can say what was booked without reading it back (visitors
 * may create requests but not read them).
 */
export type MedicalRequestKind = 'appointment' | 'labTest' | 'medicine' | 'assist';

export interface MedicalThanks {
  kind: MedicalRequestKind;
  name: string;
  /** The normalised 10 digits. */
  phone: string;
  /** One line on what was asked for, e.g. "Dr. Rina Ghosh on Tue, 25 Nov 2026". */
  summary: string;
}
