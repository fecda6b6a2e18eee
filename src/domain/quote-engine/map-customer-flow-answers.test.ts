import { describe, expect, it } from 'vitest';
import { mapCustomerFlowAnswers, toJobScope, toQuoteEngineCustomerType, toQuoteEngineUrgency } from './map-customer-flow-answers';

describe('the customer flow answers in the quote engine’s words', () => {
  it.each([
    ['residential', 'residential'],
    ['commercial', 'commercial'],
    ['property_manager', 'property_manager'],
    ['propertyManager', 'property_manager'],
    ['', 'residential'],
    [null, 'residential'],
    ['landlord', 'residential'],
  ])('customer type %s is %s', (value, customerType) => {
    expect(toQuoteEngineCustomerType(value)).toBe(customerType);
  });

  it.each([
    ['multiple_jobs', 'multiple'],
    ['single_task', 'single'],
    ['multiple', 'multiple'],
    ['single', 'single'],
    [undefined, 'single'],
    ['lots', 'single'],
  ])('job type %s is scope %s', (value, scope) => {
    expect(toJobScope(value)).toBe(scope);
  });

  it.each([
    ['low', 'normal'],
    ['medium', 'normal'],
    ['high', 'urgent'],
    ['emergency', 'emergency'],
    ['asap', 'urgent'],
    ['within_week', 'normal'],
    ['within_month', 'normal'],
    ['no_rush', 'normal'],
    ['urgent', 'urgent'],
    [undefined, 'normal'],
    ['', 'normal'],
    ['constructor', 'normal'],
  ])('customer urgency %s is engine urgency %s', (value, urgency) => {
    expect(toQuoteEngineUrgency(value)).toBe(urgency);
  });

  it('maps a home-flow answer set in one go', () => {
    expect(mapCustomerFlowAnswers({ customerType: 'commercial', selectedJobType: 'multiple_jobs', urgency: 'high' })).toEqual({
      customerType: 'commercial',
      jobScope: 'multiple',
      urgency: 'urgent',
    });
  });
});
