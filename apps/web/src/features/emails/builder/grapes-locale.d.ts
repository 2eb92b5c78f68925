/** GrapesJS ships its translations without types. */
declare module 'grapesjs/locale/nb.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
