/**
 * The wire types of src/domain/api.ts against the resource declarations: for
 * every resource whose JSON-LD type has an interface there, the interface's
 * properties are exactly the readable fields (plus @id and @type), with
 * compatible types.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ReadType, Resource } from '@server/hydra/resource';
import { allResources } from '../../support/resources';

const API_TS = path.join(__dirname, '..', '..', '..', 'src', 'domain', 'api.ts');

type Kind = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'other';
const EXPECTED: Record<ReadType, Kind> = {
  integer: 'number',
  number: 'number',
  string: 'string',
  datetime: 'string',
  iri: 'string',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
};

interface WireProperty {
  kind: Kind;
  nullable: boolean;
  text: string;
}

function wireInterfaces(): Map<string, Map<string, WireProperty>> {
  const program = ts.createProgram([API_TS], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(API_TS);
  if (!source) throw new Error(`cannot read ${API_TS}`);
  const kindOf = (type: ts.Type): Kind => {
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.StringLike) return 'string';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(type)) return 'array';
    if (type.flags & ts.TypeFlags.Object) return 'object';
    return 'other';
  };
  const out = new Map<string, Map<string, WireProperty>>();
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node)) return;
    const type = checker.getTypeAtLocation(node);
    const props = new Map<string, WireProperty>();
    for (const symbol of checker.getPropertiesOfType(type)) {
      const propType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, node));
      const full = checker.getTypeOfSymbolAtLocation(symbol, node);
      const parts = full.isUnion() ? full.types : [full];
      const nullable = parts.some((p) => p.flags & ts.TypeFlags.Null);
      const nonNull = propType.isUnion() ? propType.types : [propType];
      const kinds = new Set(nonNull.map(kindOf));
      // `boolean` is the union true | false.
      const kind: Kind = kinds.size === 1 ? [...kinds][0] : 'other';
      props.set(symbol.getName(), {
        kind,
        nullable,
        text: checker.typeToString(full),
      });
    }
    out.set(node.name.text, props);
  });
  return out;
}

const interfaces = wireInterfaces();
const withInterface = allResources().filter((r) => interfaces.has(r.type));

it('finds the interfaces of the resources that the SPA reads', () => {
  expect(withInterface.map((r) => r.type)).toEqual(expect.arrayContaining(['LayoutType', 'Show', 'Stand', 'StandLayout']));
});

describe.each(withInterface.map((r) => [r.type, r] as const))('%s', (type, resource: Resource) => {
  const wire = interfaces.get(type)!;
  const readable = Object.entries(resource.fields).filter(([, f]) => f.read);

  it('has exactly the readable fields, plus @id and @type', () => {
    expect([...wire.keys()].sort()).toEqual(['@id', '@type', ...readable.map(([name]) => name)].sort());
  });

  it.each(readable.map(([name, f]) => [name, f.read!.type, Boolean(f.read!.nullable)] as const))(
    '%s (%s, nullable: %s) has a compatible type',
    (name, readType, nullable) => {
      const prop = wire.get(name);
      if (!prop) return; // reported by the test above
      expect({ name, kind: prop.kind, nullable: prop.nullable, type: prop.text }).toEqual({
        name,
        kind: EXPECTED[readType],
        nullable,
        type: prop.text,
      });
    },
  );
});
