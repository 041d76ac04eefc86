/**
 * The aliased @emotion/is-prop-valid (issue 20, session 22): the same answer as the package for
 * every name it lists and for the names around them, so emotion's styled forwards the same props.
 */
import fs from 'node:fs';
import path from 'node:path';
import packageIsPropValid from '@emotion/is-prop-valid';
import isPropValid, { REACT_PROP_NAMES } from '@/ui/isPropValid';

/** The names in the package's own expression (its ESM build, which webpack would bundle). */
function packageNames(): string[] {
  const file = path.join(process.cwd(), 'node_modules/@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js');
  const source = fs.readFileSync(file, 'utf8').match(/var reactPropsRegex = \/\^\(\((.*?)\)\|\(\(\[Dd\]/);
  if (!source) throw new Error('the package no longer has the expression this module copies: read it again');
  return source[1].split('|');
}

it('lists exactly the names the installed package lists', () => {
  expect(REACT_PROP_NAMES).toEqual(packageNames());
  expect(REACT_PROP_NAMES.length).toBeGreaterThan(400);
});

it('answers as the package for every listed name and the names around them', () => {
  const candidates = new Set<string>(['', 'o', 'on', 'onClick', 'onclick', 'on1', 'on_', 'on[', 'onZ', 'ownerState', 'sx', 'as', 'theme']);
  for (const name of REACT_PROP_NAMES) {
    for (const variant of [name, name.toLowerCase(), name.toUpperCase(), `${name}x`, name.slice(1), `${name}\n`, `_${name}`]) candidates.add(variant);
  }
  for (const prefix of ['data', 'DATA', 'Data', 'aria', 'ARIA', 'x', 'X', 'dat', 'ariaa']) {
    for (const rest of ['-', '-id', '-Long-Name', '-a\nb', '', 'foo']) candidates.add(prefix + rest);
  }
  const differing = [...candidates].filter((name) => isPropValid(name) !== packageIsPropValid(name));
  expect(differing).toEqual([]);
  // Both answers are in there: what reaches the DOM and what stops at the styled component.
  expect(isPropValid('className')).toBe(true);
  expect(isPropValid('data-status')).toBe(true);
  expect(isPropValid('onClick')).toBe(true);
  expect(isPropValid('ownerState')).toBe(false);
  expect(isPropValid('onclick')).toBe(false);
});
