/**
 * The props that name and describe a control. FormField sets them on the one control it
 * wraps (`id` for its label, `aria-describedby` for the hint and error, `aria-invalid`); used
 * without FormField, a control needs `aria-label` or `aria-labelledby`.
 */
export type ControlIdentityProps = {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};
