/** Route /: the home-page quote flow (customer-flows §2.1), built in a later issue. */
export function HomePage() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Get a quote for your job</h1>
      <p className="mt-3 max-w-prose text-lg text-muted-foreground">
        Tell us what needs doing and we will give you an indicative price in minutes.
      </p>
    </>
  );
}
