/** The texts of the pricing page's messages, word for word (docs/product/pricing-flow.md#errors). */
export const PRICING_MESSAGES = {
  analysisError: { title: 'Analysis Error', description: "We couldn't analyze your request. Please try again." },
  missingDescription: 'Please describe your job: Tell us what you need help with',
  missingDetails: 'Required Information: Please provide your name and phone number',
} as const;
