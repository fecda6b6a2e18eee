import { describe, expect, it } from 'vitest';
import { resolveHomeStage } from './resolve-home-stage';

const analysedJob = { summary: 'Fix a tap', tasks: [] };
const complete = { analysedJob, customerDetails: { customerName: 'Jo Bloggs' } };

describe('resolveHomeStage', () => {
  it('starts at the customer type when the URL names no stage', () => {
    expect(resolveHomeStage(null, {})).toEqual({ kind: 'screen', stage: 'customer_type', screen: 'customer_type' });
    expect(resolveHomeStage('', {})).toEqual({ kind: 'screen', stage: 'customer_type', screen: 'customer_type' });
  });

  it('shows Processing Your Request for a stage it does not know', () => {
    expect(resolveHomeStage('checkout', complete)).toEqual({ kind: 'unknown_stage', requested: 'checkout' });
    expect(resolveHomeStage('__proto__', complete)).toEqual({ kind: 'unknown_stage', requested: '__proto__' });
  });

  it.each(['phone_quote', 'whatsapp_video', 'book_handyman'])(
    'asks for customer data on %s without the analysis or the name',
    (stage) => {
      expect(resolveHomeStage(stage, {})).toMatchObject({ kind: 'customer_data_required', missing: ['analysis', 'name'] });
      expect(resolveHomeStage(stage, { analysedJob })).toMatchObject({ kind: 'customer_data_required', missing: ['name'] });
      expect(resolveHomeStage(stage, { customerDetails: { customerName: 'Jo' } })).toMatchObject({
        kind: 'customer_data_required',
        missing: ['analysis'],
      });
      expect(resolveHomeStage(stage, complete)).toEqual({ kind: 'screen', stage, screen: stage });
    },
  );

  it('lets the opening questions show without any answers', () => {
    expect(resolveHomeStage('welcome', {})).toMatchObject({ kind: 'screen', screen: 'welcome' });
  });

  it('needs the analysis before the task list and the details form', () => {
    expect(resolveHomeStage('confirm_details', {})).toMatchObject({ kind: 'customer_data_required' });
    expect(resolveHomeStage('customer_details', { analysedJob })).toMatchObject({ kind: 'screen' });
  });

  it('shows the nearest screen for the stage names that have none of their own, and the analysis wait as its own', () => {
    expect(resolveHomeStage('ai_analysis', {})).toMatchObject({ kind: 'screen', stage: 'ai_analysis', screen: 'ai_analysis' });
    expect(resolveHomeStage('ai_decision', complete)).toMatchObject({ screen: 'generating_recommendation' });
    expect(resolveHomeStage('send_message', complete)).toMatchObject({ screen: 'generate_message' });
  });
});
