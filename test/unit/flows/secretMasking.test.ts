/**
 * The masking of secrets in recorded flows (src/domain/secretMasking.ts, issue 18 point 9): a
 * token is masked wherever it is and whatever its key, state snapshots included; what is not a
 * secret is kept as it was.
 */
import { decodeTokenPayload } from '@/domain/session';
import { findSecrets, MASKED, maskSecrets, maskText, reviveMaskedTokens, tokenShapesIn } from '@/domain/secretMasking';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CLAIMS = {
  roles: ['ROLE_SUPER_ADMIN'],
  user_id: 1,
  username: 'admin@demo.test',
  user_informations: { email: 'admin@demo.test' },
  sv: 0,
  sid: 'bf8a7cf1-3a0c-4dae-a5ca-0eca6f61a26e',
  iat: 1795455056,
  exp: 1795455956,
};
const JWT = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(CLAIMS)}.${Buffer.from('a-real-signature-of-32-bytes!!!!').toString('base64url')}`;
/** What the kept flows held until issue 18: the signature gone, the token's shape kept. */
const SIGNATURE_MASKED_JWT = `${JWT.split('.').slice(0, 2).join('.')}.masked`;
const STAND_IN = '«masked JWT» {"exp":1795455956,"roles":["ROLE_SUPER_ADMIN"],"user_id":1,"username":"admin@demo.test","user_informations":{"email":"admin@demo.test"}}';

/** Deterministic random bytes (xorshift), so the test does not depend on luck. */
function seededBytes(seed: number, length: number): Buffer {
  let x = seed;
  return Buffer.from(
    Array.from({ length }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) & 0xff;
    }),
  );
}

describe('masking secrets by shape and by name', () => {
  it('masks the access token of a state snapshot (session.token), keeping only the claims the SPA reads, as plain text', () => {
    const masked = maskSecrets({ initialState: { session: { token: JWT, refreshToken: 'r'.repeat(43), exp: CLAIMS.exp } } });
    expect(masked.initialState.session).toEqual({ token: STAND_IN, refreshToken: MASKED, exp: CLAIMS.exp });
    expect(JSON.stringify(masked)).not.toMatch(/eyJ|bf8a7cf1|signature/);
  });

  it('masks a token whose signature alone was masked (the kept flow of issue 18), and finds it before', () => {
    expect(findSecrets({ session: { token: SIGNATURE_MASKED_JWT } })).toEqual(['session.token']);
    expect(maskSecrets({ session: { token: SIGNATURE_MASKED_JWT } }).session.token).toBe(STAND_IN);
  });

  it('masks a token under a key nobody listed, in a header, in a path, in a query and in free text', () => {
    const refresh = seededBytes(7, 32).toString('base64url');
    const storageName = seededBytes(11, 16).toString('hex');
    const recording = {
      steps: [
        { kind: 'route', path: `/reset-password/${refresh}` },
        {
          kind: 'call',
          request: { method: 'GET', path: `/files/${storageName}.pdf`, query: { link: `https://x.test/choose?t=1&reset_token=abc123` }, body: null },
          response: {
            status: 200,
            body: { chain: refresh, previous: JWT, text: `Votre lien : https://x.test/#/reset?${JWT} (valable 1 h)` },
            headers: { authorization: `Bearer ${JWT}`, 'set-cookie': 'sid=abc; HttpOnly', 'x-request': `Bearer ${refresh}` },
          },
        },
      ],
    };
    expect(findSecrets(recording)).toEqual([
      'steps[0].path',
      'steps[1].request.path',
      'steps[1].request.query.link',
      'steps[1].response.body.chain',
      'steps[1].response.body.previous',
      'steps[1].response.body.text',
      'steps[1].response.headers.authorization',
      'steps[1].response.headers.set-cookie',
      'steps[1].response.headers.x-request',
    ]);
    const masked = maskSecrets(recording);
    expect(masked.steps[0].path).toBe('/reset-password/«masked»');
    const maskedCall = masked.steps[1] as { request: unknown; response: { body: unknown; headers: unknown } };
    expect(maskedCall.request).toEqual({
      method: 'GET',
      path: '/files/«masked».pdf',
      query: { link: 'https://x.test/choose?t=1&reset_token=«masked»' },
      body: null,
    });
    expect(maskedCall.response.body).toEqual({ chain: MASKED, previous: STAND_IN, text: 'Votre lien : https://x.test/#/reset?«masked» (valable 1 h)' });
    expect(maskedCall.response.headers).toEqual({ authorization: 'Bearer «masked»', 'set-cookie': MASKED, 'x-request': 'Bearer «masked»' });
    expect(findSecrets(masked)).toEqual([]);
    expect(maskSecrets(masked)).toEqual(masked);
  });

  it('masks every string under a secret-named key, at any depth', () => {
    const masked = maskSecrets({
      password: 'demo1234',
      _password: 'demo1234',
      plainPasswordConfirmation: 'x',
      clientSecret: 's',
      apiKey: 'k',
      credentials: { user: 'a', pass: 'b' },
      resetTokens: ['t1', 't2'],
      mustChangePassword: true,
      emptyPassword: '',
    });
    expect(masked).toEqual({
      password: MASKED,
      _password: MASKED,
      plainPasswordConfirmation: MASKED,
      clientSecret: MASKED,
      apiKey: MASKED,
      credentials: { user: MASKED, pass: MASKED },
      resetTokens: [MASKED, MASKED],
      mustChangePassword: true,
      emptyPassword: '',
    });
  });

  it('masks random-looking strings of every seed (refresh and reset tokens, storage names), leaving no piece of them', () => {
    /** The pieces of 6 characters of the secret still in the masked text. */
    const leftOf = (secret: string, masked: string) =>
      Array.from({ length: secret.length - 5 }, (_, i) => secret.slice(i, i + 6)).filter((piece) => masked.includes(piece));
    for (let seed = 1; seed <= 300; seed += 1) {
      const secrets = [seededBytes(seed, 32).toString('base64url'), seededBytes(seed, 32).toString('base64'), seededBytes(seed, 16).toString('hex')];
      for (const secret of secrets) {
        const masked = maskText(`lien /reset/${secret}?x=1 et clé ${secret}.`);
        expect({ secret, left: leftOf(secret, masked), masked: masked.includes(MASKED) }).toEqual({ secret, left: [], masked: true });
      }
    }
  });

  it('keeps what is not a secret: ids, IRIs, codes, names, texts, dates, e-mails, seeded file names', () => {
    const plain = {
      '@id': '/backend/stand_security_instructions/47',
      code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
      logo: '/backend/media/1/demo-logo-fc843269596fd0a5e5a9fd65.svg',
      function: 'securityInstructionsFunction',
      status: 'pendingPlansConfirmation',
      type: 'standMessages/sendRequested',
      name: 'Domaine_Oceane_Plan_Version_Finale_Definitive',
      file: 'plans-domaine-oceane-v1-final-version-2026.pdf',
      message: 'Basic information: the bearer of this stand sends the plans.',
      description: 'label: Cette valeur ne doit pas être vide.',
      at: '2026-01-01T00:00:00.000Z',
      email: 'admin@demo.test',
      total: 1234567890,
      siret: '12345678901234',
    };
    expect(maskSecrets(plain)).toEqual(plain);
    expect(findSecrets(plain)).toEqual([]);
    expect(tokenShapesIn(JSON.stringify(plain))).toEqual([]);
  });
});

describe('replaying a masked token', () => {
  it('gives the sagas a token with the recorded expiry, user and roles, which masks back to the same text', () => {
    const revived = reviveMaskedTokens({ session: { token: STAND_IN, refreshToken: MASKED } });
    expect(decodeTokenPayload(revived.session.token)).toEqual({
      roles: ['ROLE_SUPER_ADMIN'],
      user_id: 1,
      username: 'admin@demo.test',
      exp: 1795455956,
      user_informations: { email: 'admin@demo.test' },
    });
    expect(revived.session.refreshToken).toBe(MASKED);
    expect(maskSecrets(revived).session.token).toBe(STAND_IN);
  });
});
