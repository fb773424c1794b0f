// The compiled catalogs web/interface-catalog-plugin.ts makes of web/src/content/catalog/*.json.
declare module 'virtual:interface-catalog/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
