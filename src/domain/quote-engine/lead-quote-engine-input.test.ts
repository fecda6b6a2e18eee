import { describe, expect, it } from 'vitest';
import { analyseJob } from '../job-analysis/analyse-job';
import { jobScopeFromAnalysis, toLeadQuoteEngineInput } from './lead-quote-engine-input';
import { quoteEngineInputFromAnalysis } from './quote-engine-input-from-analysis';

describe('toLeadQuoteEngineInput', () => {
  it('builds the input the customer flow would, with the customer words mapped', () => {
    const jobDescription = 'Fix a dripping kitchen tap and put up 3 shelves in the living room';
    const analysis = analyseJob(jobDescription);
    const input = toLeadQuoteEngineInput({ analysis, customerType: 'property_manager', urgency: 'high', jobDescription });
    expect(input).toEqual(
      quoteEngineInputFromAnalysis(analysis, { customerType: 'property_manager', jobScope: 'multiple', urgency: 'urgent', jobDescription }),
    );
  });

  it('reads unknown or missing answers as the flow does: residential, normal', () => {
    const analysis = analyseJob('Hang one mirror');
    const input = toLeadQuoteEngineInput({ analysis, customerType: null, urgency: 'whenever', jobDescription: 'Hang one mirror' });
    expect([input.customerType, input.urgency]).toEqual(['residential', 'normal']);
  });
});

describe('jobScopeFromAnalysis', () => {
  it('counts two or more tasks as multiple jobs, and one or none as single', () => {
    expect(jobScopeFromAnalysis({ tasks: [] })).toBe('single');
    expect(jobScopeFromAnalysis(analyseJob('Replace the kitchen tap'))).toBe('single');
    expect(jobScopeFromAnalysis(analyseJob('Replace the kitchen tap and paint the hallway'))).toBe('multiple');
  });
});
