/** Route /pricing: the pricing-page quote flow (customer-flows §2.2), built in a later issue. */
export function PricingPage() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Need a hand? Let's price it.</h1>
      <p className="mt-3 max-w-prose text-lg text-muted-foreground">
        Tell us about your job &amp; get an instant quote
      </p>
    </>
  );
}
