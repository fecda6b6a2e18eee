import { type Control, Controller, type FieldErrors, get } from 'react-hook-form';
import type { InvalidParam } from '#domain/invalid-param';
import type { QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Slider } from '#client/components/ui/slider';
import { CONFIG_GROUPS, formatConfigNumber } from '../internal/config-fields';

/** The sliders run from 0 to 1 in steps of 0.05 (docs/product/quote-engine.md#screen). */
const SLIDER_STEP = 0.05;

export type ConfigSlidersProps = {
  control: Control<QuoteEngineConfig>;
  /** The domain's reasons for the draft on screen (validateQuoteEngineConfig). */
  problems: readonly InvalidParam[];
  /** Reasons the server gave on the last save. */
  serverErrors: FieldErrors<QuoteEngineConfig>;
};

/** Every value of the config as a slider with its value shown, grouped as the config is. */
export function ConfigSliders({ control, problems, serverErrors }: ConfigSlidersProps) {
  function errorFor(name: string): string | undefined {
    return problems.find((problem) => problem.name === name)?.reason ?? (get(serverErrors, name) as { message?: string } | undefined)?.message;
  }

  return (
    <div className="flex flex-col gap-4">
      {CONFIG_GROUPS.map((group) => (
        <Card key={group.name} role="group" aria-labelledby={`config-${group.name}-title`}>
          <CardHeader>
            <CardTitle id={`config-${group.name}-title`} level={2}>
              {group.title}
            </CardTitle>
            <CardDescription>{group.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-x-6 gap-y-4 md:grid-cols-2">
            {group.name === 'weights' && errorFor('weights') ? (
              <p role="alert" className="text-sm font-medium text-destructive md:col-span-2">
                {errorFor('weights')}
              </p>
            ) : null}
            {group.fields.map((field) => (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: slider }) => (
                  <FormField label={field.label} error={errorFor(field.name)}>
                    <Slider
                      value={slider.value as number}
                      onValueChange={slider.onChange}
                      min={0}
                      max={1}
                      step={SLIDER_STEP}
                      formatValue={formatConfigNumber}
                    />
                  </FormField>
                )}
              />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
