/**
 * i18n/*.json → the catalogue the SPA loads: messages precompiled to ICU ASTs
 * (so the browser needs no message parser: webpack.config.ts aliases
 * @formatjs/icu-messageformat-parser to its no-parser build), without the `api.*`
 * keys, which only the server uses.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (id.startsWith('api.')) continue;
    compiled[id] = parse(message);
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
