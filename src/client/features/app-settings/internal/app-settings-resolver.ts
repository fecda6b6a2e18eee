import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AppSettingsInput } from '#contracts/app-settings.contract';
import { prepareAppSettingsForSave } from '#domain/settings/prepare-app-settings-for-save';

/**
 * The form checks what the server will check, before sending: the domain's save rule
 * (docs/product/app-settings.md#saving), which covers every limit of the contract as well as the
 * rating and the UK phone numbers, so a reason shows beside its field at once. The values are
 * sent as typed; the server stores the normal forms.
 */
export const appSettingsResolver: Resolver<AppSettingsInput> = (values) => {
  const prepared = prepareAppSettingsForSave(values);
  if (prepared.ok) return { values, errors: {} };
  const errors: FieldErrors<AppSettingsInput> = {};
  for (const { name, reason } of prepared.invalidParams) {
    errors[name as keyof AppSettingsInput] = { type: 'validate', message: reason };
  }
  return { values: {}, errors };
};
