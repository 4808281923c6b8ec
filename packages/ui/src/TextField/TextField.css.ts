/**
 * TextField draws entirely with the shared field styles (`../Field/Field.css.ts`): the bordered
 * input reacts to `[data-hovered]`, `[data-focused]`, `[data-invalid]` and `[data-disabled]`.
 * This file exists for the folder convention and for TextField-only tweaks.
 */
export {};
