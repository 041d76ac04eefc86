import { apiFetch, filenameFromDisposition, parseCollection } from '@/api/client';
import { ApiError } from '@/api/errors';

/** jsdom has no fetch Response: the few members apiFetch reads. */
function fakeResponse(status: number, body: unknown, headers: Record<string, string>) {
  const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    blob: async () => Object.assign(new Blob([text]), { content: text }),
  };
}

function mockFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fn = jest.fn(async () => fakeResponse(status, body, headers));
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

const callOf = (fn: jest.Mock) => {
  const [url, init] = fn.mock.calls[0] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('apiFetch', () => {
  it('sends the Bearer token, asks for JSON-LD, names the locale and builds the address under /backend', async () => {
    const fn = mockFetch(200, { 'hydra:member': [], 'hydra:totalItems': 0 });
    await apiFetch({ path: '/stands', params: { show: 3, 'order[name]': 'asc' } }, { token: 'abc', locale: 'en' });
    const { url, init, headers } = callOf(fn);
    expect(url).toBe('/backend/stands?order%5Bname%5D=asc&show=3');
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers.Accept).toBe('application/ld+json');
    expect(headers['X-LOCALE']).toBe('en');
  });

  it('sends JSON bodies, as merge-patch for PATCH, and no token on anonymous calls', async () => {
    let fn = mockFetch(200, { id: 1 });
    await apiFetch({ method: 'PATCH', path: '/users/1', body: { languagePreference: 'en' } }, { token: 't', locale: 'fr' });
    expect(callOf(fn).headers['Content-Type']).toBe('application/merge-patch+json');
    expect(callOf(fn).init.body).toBe('{"languagePreference":"en"}');
    fn = mockFetch(200, { token: 'x' });
    await apiFetch({ method: 'POST', path: '/login_check', body: {}, auth: false }, { token: 't', locale: 'fr' });
    expect(callOf(fn).headers['Content-Type']).toBe('application/ld+json');
    expect(callOf(fn).headers.Authorization).toBeUndefined();
  });

  it('turns a ConstraintViolationList into an ApiError with its violations', async () => {
    mockFetch(422, {
      '@type': 'ConstraintViolationList',
      'hydra:description': 'label: Cette valeur ne doit pas être vide.',
      violations: [{ propertyPath: 'label', message: 'Cette valeur ne doit pas être vide.', code: 'c1' }],
    });
    const error = await apiFetch({ path: '/layout_types', method: 'POST', body: {} }, { token: 't', locale: 'fr' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.violations).toEqual([{ propertyPath: 'label', message: 'Cette valeur ne doit pas être vide.', code: 'c1' }]);
    expect(error.description).toBe('label: Cette valeur ne doit pas être vide.');
  });

  it('reads hydra:Error and the login {code, message} bodies', async () => {
    mockFetch(403, { '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Access Denied.' });
    await expect(apiFetch({ path: '/x' }, { token: 't', locale: 'fr' })).rejects.toMatchObject({ status: 403, description: 'Access Denied.' });
    mockFetch(401, { code: 401, message: 'Invalid credentials.' });
    await expect(apiFetch({ path: '/login_check', auth: false }, { token: null, locale: 'fr' })).rejects.toMatchObject({
      status: 401,
      description: 'Invalid credentials.',
      violations: [],
    });
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiFetch({ path: '/x' }, { token: null, locale: 'fr' })).rejects.toMatchObject({ status: 0 });
  });

  it('downloads a blob with the file name of Content-Disposition', async () => {
    mockFetch(200, 'a;b\n1;2', { 'Content-Disposition': 'attachment; filename="3_stands_2027-01-01.csv"' });
    const { data } = await apiFetch<{ blob: Blob & { content: string }; filename: string }>(
      { path: '/stands.csv', responseType: 'blob' },
      { token: 't', locale: 'fr' },
    );
    expect(data.filename).toBe('3_stands_2027-01-01.csv');
    expect(data.blob.content).toBe('a;b\n1;2');
  });
});

describe('collections and file names', () => {
  it('reads hydra:member and hydra:totalItems', () => {
    expect(parseCollection({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 40 })).toEqual({ items: [{ id: 1 }], totalItems: 40 });
    expect(parseCollection([{ id: 1 }, { id: 2 }])).toEqual({ items: [{ id: 1 }, { id: 2 }], totalItems: 2 });
  });

  it('reads both forms of Content-Disposition', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''salon%20d%C3%A9mo.zip")).toBe('salon démo.zip');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
