/** A stylesheet bundled as text into the script that needs it (esbuild's text loader in scripts/site-assets.mjs). */
declare module "*.css" {
  const text: string;
  export default text;
}
