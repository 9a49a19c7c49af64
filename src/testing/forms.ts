import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text the way a person pasting would: one input event
 * instead of one per character, which keeps long form tests quick.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}

/**
 * For the first wait on backend data in a test: the first read opens and
 * seeds the Demo town, which takes longer than Testing Library's 1 s default
 * on a busy machine.
 */
export const firstRead = { timeout: 5_000 } as const;

/** A form field by its label, which may go on with a hint or the mark of a required field. */
export const field = (label: string) => screen.getByLabelText(label, { exact: false });
