/**
 * Part 1 §3/§7 followed literally, as an outside client written against the spec would: log in
 * (`/backend/login_check`), upload an attachment (`/backend/message_media`, multipart `file`),
 * post a stand message carrying it and a status step (`/backend/stand_messages {stand,
 * newStandStatus, message: {content, attachments: [IRI]}}`), edit it through
 * `/backend/messages/{id}` (`content`, `attachments`), read `mediaFileName` / `objectUrl` back and
 * download the file. Nothing but the spec's names is used.
 */
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, ROLES, STANDIST_ROLES, TEST_PASSWORD } from '../../support/apiBuilders';
import { multipartBody, pdfBytes } from '../../support/files';

let ctx: TestContext;
afterAll(async () => ctx?.close());

it('an outside client posts a stand message with an attachment and a status step, edits it, reads mediaFileName/objectUrl back and downloads', async () => {
  ctx = await createTestContext();
  const show = await insertShow(ctx.pool);
  const stand = await insertStand(ctx.pool, show, { status: 'waitingForPlans' });
  const exhibitor = await insertUser(ctx.pool, { role: ROLES.STANDIST, firstName: 'Emma', lastName: 'Bernard' });
  await addStandRole(ctx.pool, exhibitor.id, stand, STANDIST_ROLES.EXHIBITOR);

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, json?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: {
        accept: 'application/ld+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? JSON.parse(res.body) : null, raw: res };
  };

  const login = await call('POST', '/backend/login_check', null, { _username: exhibitor.username, _password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  const token: string = login.body.token;

  // 1. The attachment, uploaded first.
  const file = multipartBody({ bytes: pdfBytes('Plans du stand'), name: 'plans-v1.pdf' });
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/backend/message_media',
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json', ...file.headers },
    payload: file.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const media = JSON.parse(uploaded.body);
  expect(media).toMatchObject({ '@type': 'MessageMedia', mediaFileName: 'plans-v1.pdf', enabled: true, message: null });

  // 2. The stand message naming it, with the status step.
  const posted = await call('POST', '/backend/stand_messages', token, {
    stand: `/backend/stands/${stand}`,
    newStandStatus: 'pendingPlansVerification',
    message: { content: 'Voici nos plans.', attachments: [media['@id']] },
  });
  expect(posted.status).toBe(201);
  expect(posted.body).toMatchObject({
    '@type': 'StandMessage',
    stand: `/backend/stands/${stand}`,
    newStandStatus: 'pendingPlansVerification',
    message: {
      '@type': 'Message',
      content: 'Voici nos plans.',
      createdBy: { id: exhibitor.id, firstName: 'Emma', lastName: 'Bernard', role: ROLES.STANDIST },
      createdByStandRole: STANDIST_ROLES.EXHIBITOR,
      attachments: [{ '@id': media['@id'], mediaFileName: 'plans-v1.pdf', objectUrl: media.objectUrl, enabled: true }],
    },
  });
  expect((await call('GET', `/backend/stands/${stand}`, token)).body.status).toBe('pendingPlansVerification');
  const messageIri: string = posted.body.message['@id'];
  expect(messageIri).toMatch(/^\/backend\/messages\/\d+$/);

  // 3. The edit, through /backend/messages/{id}: content, and one more attachment.
  const second = multipartBody({ bytes: pdfBytes('Élévation'), name: 'elevation.pdf' });
  const more = JSON.parse(
    (await ctx.app.inject({ method: 'POST', url: '/backend/message_media', headers: { authorization: `Bearer ${token}`, ...second.headers }, payload: second.payload })).body,
  );
  const edited = await call('PATCH', messageIri, token, { content: 'Voici nos plans et l’élévation.', attachments: [media['@id'], more['@id']] });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ '@id': messageIri, content: 'Voici nos plans et l’élévation.', editable: true });

  // 4. Read back: the message, its media, then the bytes at objectUrl.
  const read = await call('GET', messageIri, token);
  expect(read.body.attachments.map((a: { mediaFileName: string }) => a.mediaFileName)).toEqual(['plans-v1.pdf', 'elevation.pdf']);
  const again = await call('GET', media['@id'], token);
  expect(again.body).toMatchObject({ mediaFileName: 'plans-v1.pdf', objectUrl: `${media['@id']}/file`, enabled: true, message: messageIri });
  const thread = await call('GET', `/backend/stand_messages?stand=/backend/stands/${stand}`, token);
  expect(thread.body['hydra:member'][0].message.content).toBe('Voici nos plans et l’élévation.');
  const download = await call('GET', again.body.objectUrl, token);
  expect(download.status).toBe(200);
  expect(download.raw.headers['content-type']).toBe('application/pdf');
  expect(download.raw.rawPayload).toEqual(pdfBytes('Plans du stand'));
});
