// @vitest-environment node
import { teachesClass, teachesSubject } from './teachers';

describe('which teachers a filter finds', () => {
  it('takes “All subjects” for any subject, and a subject in any case', () => {
    expect(teachesSubject(['All subjects'], 'Mathematics')).toBe(true);
    expect(teachesSubject(['all subjects'], 'Sanskrit')).toBe(true);
    expect(teachesSubject(['Physics', 'mathematics'], 'Mathematics')).toBe(true);
    expect(teachesSubject(['Physics'], 'Mathematics')).toBe(false);
    expect(teachesSubject(['Physics'], '')).toBe(true);
  });

  it('finds a class inside a range however it was written, and not beside it', () => {
    for (const written of ['Classes 1–4', '1-4', 'Class 1 to 4', 'Class 1 – Class 4']) {
      expect(teachesClass([written], 'Class 3')).toBe(true);
      expect(teachesClass([written], 'Class 5')).toBe(false);
    }
    expect(teachesClass(['9', '10'], 'Class 10')).toBe(true);
    expect(teachesClass(['Class 10'], 'Class 1')).toBe(false);
    expect(teachesClass(['Class 11', 'Class 12'], 'Class 12')).toBe(true);
    expect(teachesClass(['Nursery'], 'Class 1')).toBe(false);
  });
});
