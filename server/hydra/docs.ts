import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';
import { JSONLD } from './serialization';
import { API_PREFIX, type ReadType, type Resource } from './resource';
import { hydraSearch } from './search';

export const DOCS_PATH = `${API_PREFIX}/docs.jsonld`;
/**
 * The Link header to the documentation, absolute as API Platform sends it (its clients,
 * api-doc-parser, fetch it as is, outside any page to resolve it against), on the configured
 * public origin: never built from the request's Host header.
 */
export function docsLink(origin: string): string {
  return `<${origin}${DOCS_PATH}>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
}

/** The public origin when none is configured (API tests; `startServer` passes its own). */
export const DEFAULT_PUBLIC_URL = 'http://localhost';

/** The origin of a configured public URL (`https://plans.example.com/` → `https://plans.example.com`). */
export function publicOrigin(publicUrl: string | undefined): string {
  const url = new URL(publicUrl ?? DEFAULT_PUBLIC_URL);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got ${publicUrl}`);
  return url.origin;
}

/**
 * The public origin as the app reads it: a configured URL is parsed once; a function (a server
 * started on port 0 knows its URL only once listening) is read on each call.
 */
export function originResolver(publicUrl: string | (() => string) | undefined): () => string {
  if (typeof publicUrl !== 'function') {
    const origin = publicOrigin(publicUrl);
    return () => origin;
  }
  let last: [string, string] | null = null;
  return () => {
    const url = publicUrl();
    if (!last || last[0] !== url) last = [url, publicOrigin(url)];
    return last[1];
  };
}

const RANGES: Record<ReadType, string> = {
  integer: 'xmls:integer',
  number: 'xmls:decimal',
  string: 'xmls:string',
  boolean: 'xmls:boolean',
  datetime: 'xmls:dateTime',
  iri: 'hydra:Link',
  object: 'rdf:JSON',
  array: 'rdf:JSON',
};

/** Entrypoint property name of a resource: lower camel case of its type (`layoutType`). */
const entrypointKey = (r: Resource) => r.type[0].toLowerCase() + r.type.slice(1);

function supportedProperties(r: Resource) {
  return Object.entries(r.fields)
    .filter(([name]) => name !== 'id')
    .map(([name, field]) => {
      const range = field.read?.range ?? (field.read ? RANGES[field.read.type] : (field.write?.validator.range ?? field.input?.range));
      const isLink = field.read?.type === 'iri';
      return {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#${r.type}/${name}`,
          '@type': isLink ? 'hydra:Link' : 'rdf:Property',
          'rdfs:label': name,
          domain: `#${r.type}`,
          range: isLink ? field.read?.range ?? 'hydra:Link' : range,
          ...(isLink ? { 'owl:maxCardinality': 1 } : {}),
        },
        'hydra:title': name,
        'hydra:required': Boolean(field.write?.validator.required ?? field.input?.required),
        'hydra:readable': Boolean(field.read),
        'hydra:writeable': Boolean(field.write ?? field.input),
        ...(field.description ? { 'hydra:description': field.description } : {}),
      };
    });
}

function itemOperations(r: Resource) {
  const ops = r.operations;
  const list: Array<Record<string, unknown>> = [];
  if (ops.read) {
    list.push({
      '@type': ['hydra:Operation', 'schema:FindAction'],
      'hydra:method': 'GET',
      'hydra:title': `Retrieves a ${r.type} resource.`,
      'rdfs:label': `Retrieves a ${r.type} resource.`,
      returns: `#${r.type}`,
    });
  }
  if (ops.update && ops.put) {
    list.push({
      '@type': ['hydra:Operation', 'schema:ReplaceAction'],
      'hydra:method': 'PUT',
      'hydra:title': `Replaces the ${r.type} resource.`,
      'rdfs:label': `Replaces the ${r.type} resource.`,
      expects: `#${r.type}`,
      returns: `#${r.type}`,
    });
  }
  if (ops.update) {
    list.push({
      '@type': ['hydra:Operation', 'schema:UpdateAction'],
      'hydra:method': 'PATCH',
      'hydra:title': `Updates the ${r.type} resource.`,
      'rdfs:label': `Updates the ${r.type} resource.`,
      expectsHeader: [{ headerName: 'Content-Type', possibleValue: ['application/merge-patch+json'] }],
      expects: `#${r.type}`,
      returns: `#${r.type}`,
    });
  }
  if (ops.delete) {
    list.push({
      '@type': ['hydra:Operation', 'schema:DeleteAction'],
      'hydra:method': 'DELETE',
      'hydra:title': `Deletes the ${r.type} resource.`,
      'rdfs:label': `Deletes the ${r.type} resource.`,
      returns: 'owl:Nothing',
    });
  }
  return list;
}

/** The declaration's actions on its items or its collection (server/hydra/processors.ts). */
function actionOperations(r: Resource, on: 'item' | 'collection') {
  return Object.entries(r.actions ?? {})
    .filter(([, action]) => action.on === on)
    .map(([name, action]) => ({
      '@type': ['hydra:Operation', 'schema:Action'],
      'hydra:method': action.method ?? 'POST',
      'hydra:title': `${name}: ${action.description ?? `the ${name} action of a ${r.type}.`}`,
      'rdfs:label': `${name}: ${action.description ?? `the ${name} action of a ${r.type}.`}`,
      'hydra:template': on === 'item' ? `${r.collectionIri}/{id}/${name}` : `${r.collectionIri}/${name}`,
    }));
}

function collectionOperations(r: Resource) {
  const list: Array<Record<string, unknown>> = [];
  if (r.operations.list) {
    list.push({
      '@type': ['hydra:Operation', 'schema:FindAction'],
      'hydra:method': 'GET',
      'hydra:title': `Retrieves the collection of ${r.type} resources.`,
      'rdfs:label': `Retrieves the collection of ${r.type} resources.`,
      returns: 'hydra:Collection',
      'hydra:search': hydraSearch(r),
    });
  }
  if (r.operations.create) {
    list.push({
      '@type': ['hydra:Operation', 'schema:CreateAction'],
      'hydra:method': 'POST',
      'hydra:title': `Creates a ${r.type} resource.`,
      'rdfs:label': `Creates a ${r.type} resource.`,
      expects: `#${r.type}`,
      returns: `#${r.type}`,
    });
  }
  return list;
}

/** Hydra ApiDocumentation generated from the declarations, shaped as API Platform emits it. */
export function apiDocumentation(resources: Resource[], base: string) {
  const classes: Array<Record<string, unknown>> = resources.map((r) => ({
    '@id': `#${r.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': r.type,
    'hydra:title': r.type,
    ...(r.description ? { 'hydra:description': r.description } : {}),
    'hydra:supportedProperty': supportedProperties(r),
    'hydra:supportedOperation': [...itemOperations(r), ...actionOperations(r, 'item')],
  }));
  classes.push({
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': resources
      .filter((r) => r.operations.list)
      .map((r) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#Entrypoint/${entrypointKey(r)}`,
          '@type': 'hydra:Link',
          'rdfs:label': `The collection of ${r.type} resources`,
          domain: '#Entrypoint',
          'rdfs:range': [
            { '@id': 'hydra:Collection' },
            { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': `#${r.type}` } } },
          ],
          'hydra:supportedOperation': [...collectionOperations(r), ...actionOperations(r, 'collection')],
        },
        'hydra:title': `The collection of ${r.type} resources`,
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      returns: '#EntryPoint',
    },
  });
  classes.push(
    {
      '@id': '#ConstraintViolation',
      '@type': 'hydra:Class',
      'hydra:title': 'A constraint violation',
      'hydra:supportedProperty': ['propertyPath', 'message', 'code'].map((name) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': { '@id': `#ConstraintViolation/${name}`, '@type': 'rdf:Property', 'rdfs:label': name, domain: '#ConstraintViolation', range: 'xmls:string' },
        'hydra:title': name,
        'hydra:required': false,
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    },
    {
      '@id': '#ConstraintViolationList',
      '@type': 'hydra:Class',
      'subClassOf': 'hydra:Error',
      'hydra:title': 'A constraint violation list',
      'hydra:supportedProperty': [
        {
          '@type': 'hydra:SupportedProperty',
          'hydra:property': { '@id': '#ConstraintViolationList/violations', '@type': 'rdf:Property', 'rdfs:label': 'violations', domain: '#ConstraintViolationList', range: '#ConstraintViolation' },
          'hydra:title': 'violations',
          'hydra:required': false,
          'hydra:readable': true,
          'hydra:writeable': false,
        },
      ],
    },
  );
  return {
    '@context': {
      '@vocab': `${base}${DOCS_PATH}#`,
      hydra: 'http://www.w3.org/ns/hydra/core#',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      xmls: 'http://www.w3.org/2001/XMLSchema#',
      owl: 'http://www.w3.org/2002/07/owl#',
      schema: 'https://schema.org/',
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
      subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
      expects: { '@id': 'hydra:expects', '@type': '@id' },
      returns: { '@id': 'hydra:returns', '@type': '@id' },
    },
    '@id': DOCS_PATH,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Stand plans API',
    'hydra:description': 'Shows, stands and their plans (API Platform / Hydra conventions).',
    'hydra:entrypoint': API_PREFIX,
    'hydra:supportedClass': classes,
  };
}

/** GET /docs.jsonld, GET / (entrypoint) and GET /contexts/{Type}; `origin`: the public origin (originResolver). */
export function registerDocsRoutes(app: FastifyInstance, resources: Resource[], origin: () => string): void {
  app.get('/docs.jsonld', { config: { public: true } }, async (_request, reply) =>
    reply.type(JSONLD).send(apiDocumentation(resources, origin())),
  );
  // The same, for clients that ask the documentation without the extension.
  app.get('/docs', { config: { public: true } }, async (_request, reply) =>
    reply.type(JSONLD).send(apiDocumentation(resources, origin())),
  );
  app.get('/', { config: { public: true } }, async (_request, reply) => {
    const body: Record<string, string> = {
      '@context': `${API_PREFIX}/contexts/Entrypoint`,
      '@id': API_PREFIX,
      '@type': 'Entrypoint',
    };
    for (const r of resources) if (r.operations.list) body[entrypointKey(r)] = r.collectionIri;
    return reply.type(JSONLD).send(body);
  });
  app.get('/contexts/:type', { config: { public: true } }, async (request, reply) => {
    const type = (request.params as { type: string }).type.replace(/\.jsonld$/, '');
    const vocab = `${origin()}${DOCS_PATH}#`;
    const hydra = 'http://www.w3.org/ns/hydra/core#';
    if (type === 'Entrypoint') {
      const context: Record<string, unknown> = { '@vocab': vocab, hydra };
      for (const r of resources) {
        if (r.operations.list) context[entrypointKey(r)] = { '@id': `Entrypoint/${entrypointKey(r)}`, '@type': '@id' };
      }
      return reply.type(JSONLD).send({ '@context': context });
    }
    const resource = resources.find((r) => r.type === type);
    if (resource) {
      const context: Record<string, unknown> = { '@vocab': vocab, hydra };
      for (const [name, field] of Object.entries(resource.fields)) {
        if (name === 'id' || !field.read) continue;
        context[name] = field.read.type === 'iri' ? { '@id': `${type}/${name}`, '@type': '@id' } : `${type}/${name}`;
      }
      return reply.type(JSONLD).send({ '@context': context });
    }
    if (['Error', 'ConstraintViolationList', 'User'].includes(type)) {
      return reply.type(JSONLD).send({ '@context': { '@vocab': vocab, hydra } });
    }
    throw notFound();
  });
}
