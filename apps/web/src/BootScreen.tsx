/**
 * What the page shows while the first route's lazy layout and screen load (react-router's
 * `hydrateFallbackElement` of the root route): nothing drawn — the body's background only, so the
 * first paint is the real layout — but marked busy for assistive technology. Without it the router
 * warns on every page load.
 */
export function BootScreen() {
  return <div aria-busy="true" data-testid="boot-screen" />;
}
