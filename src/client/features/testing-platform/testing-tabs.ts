/**
 * The Testing Platform's tabs (docs/product/testing-platform.md#sections). The tab lives in the
 * URL, so the admin layout's warning badge can link straight to the delivery log; this file is
 * small so that link does not load the screen.
 */
export const TESTING_TABS = ['tests', 'integrations'] as const;
export type TestingTab = (typeof TESTING_TABS)[number];
export const TESTING_TAB_PARAM = 'tab';

export function readTestingTab(search: string): TestingTab {
  const value = new URLSearchParams(search).get(TESTING_TAB_PARAM);
  return TESTING_TABS.find((tab) => tab === value) ?? 'tests';
}

/** `/admin/testing?tab=integrations`: the delivery log. */
export function toTestingTabHref(screenPath: string, tab: TestingTab): string {
  return tab === 'tests' ? screenPath : `${screenPath}?${new URLSearchParams({ [TESTING_TAB_PARAM]: tab }).toString()}`;
}
