import { createRandomId } from '#client/lib/random-id';
import type { HomeCustomerDetails, HomeFlowData } from './home-flow-schema';

/** A fresh run's answers (docs/product/home-flow.md#persisted-answers), with no schema library. */

export const EMPTY_DETAILS: HomeCustomerDetails = {
  customerName: '',
  phone: '',
  email: '',
  location: '',
  city: '',
  postcode: '',
  propertyType: '',
  urgency: '',
};

export function createFunnelKey(): string {
  return createRandomId();
}

export function createEmptyHomeFlowData(): HomeFlowData {
  return {
    funnelKey: createFunnelKey(),
    customerType: null,
    selectedJobType: null,
    jobDescription: '',
    analysedJob: null,
    customerDetails: { ...EMPTY_DETAILS },
    finalRecommendation: null,
    promoCode: null,
    discountApplied: false,
  };
}
