import { FORMS, type Form } from '../model/types.js';

/** Moves form by whole levels, never past -- or ++. */
export function shiftForm(form: Form, levels: number): Form {
  const index = Math.min(FORMS.length - 1, Math.max(0, FORMS.indexOf(form) + levels));
  return FORMS[index]!;
}
