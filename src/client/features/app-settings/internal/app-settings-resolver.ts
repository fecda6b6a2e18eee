import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type AppSettingsInput, AppSettingsInputSchema } from '#contracts/app-settings.contract';
import { prepareAppSettingsForSave } from '#domain/settings/prepare-app-settings-for-save';

const checkShape = zodResolver(AppSettingsInputSchema);

/**
 * The form checks what the server will check, before sending: the contract's shapes, then the
 * domain's save rule (a rating, UK phone numbers), so a reason shows beside its field at once.
 * The values are sent as typed; the server stores the normal forms.
 */
export const appSettingsResolver: Resolver<AppSettingsInput> = async (values, context, options) => {
  const shaped = await checkShape(values, context, options);
  if (Object.keys(shaped.errors).length > 0) return shaped;
  const prepared = prepareAppSettingsForSave(shaped.values as AppSettingsInput);
  if (prepared.ok) return shaped;
  const errors: FieldErrors<AppSettingsInput> = {};
  for (const { name, reason } of prepared.invalidParams) {
    errors[name as keyof AppSettingsInput] = { type: 'validate', message: reason };
  }
  return { values: {}, errors };
};
