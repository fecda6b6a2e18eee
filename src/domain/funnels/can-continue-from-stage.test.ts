import { describe, expect, it } from 'vitest';
import {
  canContinueFromStage,
  canRequestRecommendation,
  canSaveDraftLead,
  listMissingDetailFields,
} from './can-continue-from-stage';

const analysedJob = { summary: 'Fix a tap', tasks: [] };

describe('canContinueFromStage', () => {
  it('needs a customer type on the first question', () => {
    expect(canContinueFromStage('customer_type', {})).toBe(false);
    expect(canContinueFromStage('customer_type', { customerType: 'landlord' })).toBe(false);
    expect(canContinueFromStage('customer_type', { customerType: 'property_manager' })).toBe(true);
  });

  it.each([
    [{ selectedJobType: 'single_task', jobDescription: 'Fix a tap' }, true],
    [{ selectedJobType: 'multiple_jobs', jobDescription: '   ' }, false],
    [{ jobDescription: 'Fix a tap' }, false],
    [{ selectedJobType: 'single_task' }, false],
  ])('needs a job type and a description that is not blank to analyse: %o → %s', (answers, expected) => {
    expect(canContinueFromStage('welcome', answers)).toBe(expected);
    expect(canContinueFromStage('ai_analysis', answers)).toBe(expected);
  });

  it('needs the analysis to confirm the details', () => {
    expect(canContinueFromStage('confirm_details', {})).toBe(false);
    expect(canContinueFromStage('confirm_details', { analysedJob })).toBe(true);
  });

  it('needs name, phone and urgency on the details step', () => {
    expect(canContinueFromStage('customer_details', { customerDetails: { customerName: 'Jo', phone: '07700 900123' } })).toBe(false);
    expect(
      canContinueFromStage('customer_details', { customerDetails: { customerName: 'Jo', phone: '07700 900123', urgency: 'high' } }),
    ).toBe(true);
  });
});

describe('listMissingDetailFields', () => {
  it('lists the missing fields in the order the form shows them', () => {
    expect(listMissingDetailFields(undefined)).toEqual(['customerName', 'phone', 'urgency']);
    expect(listMissingDetailFields({ customerName: ' ', phone: '0161', urgency: 'soon' })).toEqual(['customerName', 'urgency']);
  });
});

describe('canSaveDraftLead', () => {
  it('saves a draft only with a name, a phone and a description', () => {
    const details = { customerName: 'Jo', phone: '07700 900123' };
    expect(canSaveDraftLead({ customerDetails: details, jobDescription: 'Fix a tap' })).toBe(true);
    expect(canSaveDraftLead({ customerDetails: details, jobDescription: '' })).toBe(false);
    expect(canSaveDraftLead({ customerDetails: { customerName: 'Jo' }, jobDescription: 'Fix a tap' })).toBe(false);
  });
});

describe('canRequestRecommendation', () => {
  it('is skipped without the analysed job or the customer type', () => {
    expect(canRequestRecommendation({ analysedJob, customerType: 'residential', jobDescription: 'Fix a tap' })).toBe(true);
    expect(canRequestRecommendation({ customerType: 'residential', jobDescription: 'Fix a tap' })).toBe(false);
    expect(canRequestRecommendation({ analysedJob, jobDescription: 'Fix a tap' })).toBe(false);
  });
});
