/**
 * The two parts of a catalogue (webpack/messages-loader.cjs, src/intl/catalogueParts.json): `?public`
 * holds what every screen may show, `?private` the namespaces of the logged-in screens only.
 */
declare module '*.json?public' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?private' {
  const messages: Record<string, string>;
  export default messages;
}
