/** Style files bundled as text: esbuild's text loader, and a vitest plugin for the tests. */
declare module "*.yml" {
  const text: string;
  export default text;
}
