import { searchVariables as variablesOf, type SearchVariable } from './filters';
import type { Resource } from './resource';

/** The filter variables a collection accepts, as API Platform lists them (from each filter kind). */
export function searchVariables(resource: Resource): SearchVariable[] {
  return variablesOf(resource.filters);
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
