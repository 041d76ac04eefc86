/**
 * i18n/*.json → the catalogue the SPA loads: messages precompiled to ICU ASTs
 * (so the browser needs no message parser: webpack.config.ts aliases
 * @formatjs/icu-messageformat-parser to its no-parser build), without the `api.*`
 * keys, which only the server uses. Imported as `fr.json?public` it keeps what every screen
 * may show (the login screen loads only this); as `fr.json?private`, the namespaces of the
 * logged-in screens only (src/intl/catalogueParts.json), loaded once a user is logged in.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');
const { private: PRIVATE_NAMESPACES } = require('../src/intl/catalogueParts.json');

const privateIds = new Set(PRIVATE_NAMESPACES);

module.exports = function messagesLoader(source) {
  const part = this.resourceQuery === '?public' ? 'public' : this.resourceQuery === '?private' ? 'private' : 'all';
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (id.startsWith('api.')) continue;
    const isPrivate = privateIds.has(id.split('.')[0]);
    if ((part === 'public' && isPrivate) || (part === 'private' && !isPrivate)) continue;
    compiled[id] = parse(message);
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
