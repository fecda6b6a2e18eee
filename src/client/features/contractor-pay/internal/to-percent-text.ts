/** '77.5%', one decimal as the margin is judged (docs/product/contractor-pay.md#pay-and-margin); none for a quote of 0. */
export function toPercentText(percent: number | null): string {
  return percent === null ? 'No percentage' : `${percent.toFixed(1)}%`;
}
