import type { Resource } from './resource';

/** The filter variables a collection accepts, as API Platform lists them. */
export function searchVariables(resource: Resource): Array<{ variable: string; property: string }> {
  const f = resource.filters ?? {};
  const out: Array<{ variable: string; property: string }> = [];
  for (const [property, decl] of Object.entries(f.search ?? {})) {
    out.push({ variable: property, property });
    if (decl.strategy === 'exact') out.push({ variable: `${property}[]`, property });
  }
  for (const property of Object.keys(f.range ?? {})) {
    for (const op of ['between', 'gt', 'gte', 'lt', 'lte']) out.push({ variable: `${property}[${op}]`, property });
  }
  for (const property of Object.keys(f.date ?? {})) {
    for (const op of ['before', 'strictly_before', 'after', 'strictly_after']) {
      out.push({ variable: `${property}[${op}]`, property });
    }
  }
  for (const property of Object.keys(f.exists ?? {})) out.push({ variable: `exists[${property}]`, property });
  for (const property of Object.keys(f.boolean ?? {})) out.push({ variable: property, property });
  for (const property of Object.keys(f.order ?? {})) out.push({ variable: `order[${property}]`, property });
  if (f.text) out.push({ variable: 'search', property: 'search' });
  return out;
}

export function hydraSearch(resource: Resource) {
  const variables = searchVariables(resource);
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${resource.collectionIri}{?${variables.map((v) => v.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': variables.map((v) => ({
      '@type': 'IriTemplateMapping',
      variable: v.variable,
      property: v.property,
      required: false,
    })),
  };
}
