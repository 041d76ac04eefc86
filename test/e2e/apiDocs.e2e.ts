/**
 * API Platform's own client library reads the API: @api-platform/api-doc-parser
 * (what API Platform Admin and the client generator use) parses the entrypoint
 * and /backend/docs.jsonld of the running server into resources with fields,
 * operations and filters.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startE2eServer } from './support/server';

let server: Awaited<ReturnType<typeof startE2eServer>>;

before(async () => {
  server = await startE2eServer();
});

after(async () => {
  await server?.cleanup();
});

it('parses the Hydra documentation into the declared resources', async () => {
  const { parseHydraDocumentation } = await import('@api-platform/api-doc-parser');
  const login = await fetch(`${server.url}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: 'admin@demo.test', _password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = new Headers({ Authorization: `Bearer ${token}` });

  const { api } = await parseHydraDocumentation(`${server.url}/backend`, { headers });
  const byName = new Map((api.resources ?? []).map((r) => [r.name, r]));

  const stands = byName.get('stands');
  assert.ok(stands, `stands among ${[...byName.keys()].join(', ')}`);
  const standFields = (stands.fields ?? []).map((f) => f.name);
  for (const field of ['name', 'hall', 'aisle', 'number', 'surface', 'status', 'updatedAt']) {
    assert.ok(standFields.includes(field), `Stand.${field} in ${standFields.join(', ')}`);
  }

  const layoutTypes = byName.get('layout_types');
  assert.ok(layoutTypes, 'layout_types');
  const label = (layoutTypes.fields ?? []).find((f) => f.name === 'label');
  assert.equal(label?.required, true, 'label is required');
  const operations = (layoutTypes.operations ?? []).map((o) => o.method);
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) assert.ok(operations.includes(method), `${method} in ${operations}`);
});
