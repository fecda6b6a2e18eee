import { Controller, useForm } from 'react-hook-form';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { QUOTE_ACTIONS, type QuoteAction } from '#domain/quote-engine/quote-engine-config';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Slider } from '#client/components/ui/slider';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import type { TrainingAnswer } from '../internal/to-training-record-body';

/** Confidence runs from 1 to 5 in steps of 1, default 3 (docs/product/ai-training.md#round). */
const MIN_CONFIDENCE = 1;
const MAX_CONFIDENCE = 5;
const DEFAULT_CONFIDENCE = 3;

const METHOD_HINTS: Record<QuoteAction, string> = {
  instant_quote: 'Price it from the description alone.',
  video_quote: 'See it on a video call, then price it.',
  site_visit: 'Visit to see it in person before pricing.',
};

type AnswerValues = { humanRecommendation: QuoteAction | ''; humanConfidence: number; humanReasoning: string };

const EMPTY_ANSWER: AnswerValues = { humanRecommendation: '', humanConfidence: DEFAULT_CONFIDENCE, humanReasoning: '' };

export type EvaluationFormProps = { onSubmit: (answer: TrainingAnswer) => void };

/**
 * Staff's answer: the method they would choose, how sure they are and why
 * (docs/product/ai-training.md#round). Without a method: 'Incomplete: Please select a
 * recommendation type'. Mounted afresh for each scenario, so it always starts empty.
 */
export function EvaluationForm({ onSubmit }: EvaluationFormProps) {
  const form = useForm<AnswerValues>({ defaultValues: EMPTY_ANSWER });

  function handleValid(values: AnswerValues) {
    const { humanRecommendation } = values;
    if (humanRecommendation === '') {
      toast({ variant: 'destructive', title: 'Incomplete', description: 'Please select a recommendation type' });
      return;
    }
    onSubmit({ ...values, humanRecommendation });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your evaluation</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(handleValid)} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">How should we quote this job?</legend>
            <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1 2xl:grid-cols-3">
              {QUOTE_ACTIONS.map((action) => (
                <label
                  key={action}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border bg-card p-3 transition-colors hover:bg-muted',
                    'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  )}
                >
                  <input type="radio" value={action} {...form.register('humanRecommendation')} className="mt-1 size-4 accent-primary" />
                  <span className="flex flex-col">
                    <span className="font-medium">{toQuoteMethodLabel(action)}</span>
                    <span className="text-sm text-muted-foreground">{METHOD_HINTS[action]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Controller
            control={form.control}
            name="humanConfidence"
            render={({ field }) => (
              <FormField label="Confidence" hint="1 is a guess, 5 is certain.">
                <Slider
                  value={field.value}
                  onValueChange={field.onChange}
                  min={MIN_CONFIDENCE}
                  max={MAX_CONFIDENCE}
                  step={1}
                  formatValue={(value) => `${value} of ${MAX_CONFIDENCE}`}
                />
              </FormField>
            )}
          />
          <FormField label="Your reasoning (optional)">
            <Textarea maxLength={2000} {...form.register('humanReasoning')} />
          </FormField>
          <div>
            <Button type="submit">Submit Evaluation</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
