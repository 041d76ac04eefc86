/**
 * Which hosts a source may reach (server/services/gateway/hostPolicy.ts, review S6): every
 * loopback, private, link-local, unique-local and "this network" address refused, in IPv4, IPv6
 * and IPv4-mapped forms; host literals in the resolver's other notations; a name refused when any
 * of its addresses is internal; nothing refused with the allowance.
 */
import { internalHostViolations, isInternalAddress, isInternalHostLiteral, resolveSourceHost, STRICT_HOSTS } from '@server/services/gateway/hostPolicy';
import { codeOf } from '../../../support/gatewayServers';

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '11.0.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2001:db8::1'])('accepts %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('isInternalHostLiteral (a source being saved)', () => {
  it.each(['127.0.0.1', '127.1', '2130706433', '0x7f.0.0.1', '0177.0.0.1', '0', 'localhost', 'LOCALHOST.', 'db.localhost', '[::1]', '10.20.30.40', '169.254.169.254'])('refuses %s', (host) => {
    expect(isInternalHostLiteral(host)).toBe(true);
  });

  it.each(['ftp.organisateur.example', 'gl-events.com', '93.184.215.14', 'localhost-files.example', '10.example.com'])('accepts %s (a name is checked when connecting)', (host) => {
    expect(isInternalHostLiteral(host)).toBe(false);
  });

  it('names the host field, with a message id, only without the allowance', () => {
    expect(internalHostViolations('127.0.0.1', STRICT_HOSTS)).toEqual([expect.objectContaining({ propertyPath: 'host', key: 'api.violation.hostInternal' })]);
    expect(internalHostViolations('127.0.0.1', { allowPrivateHosts: true })).toEqual([]);
    expect(internalHostViolations('ftp.organisateur.example', STRICT_HOSTS)).toEqual([]);
    expect(internalHostViolations(undefined, STRICT_HOSTS)).toEqual([]);
  });
});

describe('resolveSourceHost', () => {
  const answering = (...addresses: string[]) => jest.fn(async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

  it('answers the first address when every one is public', async () => {
    const lookup = answering('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    await expect(resolveSourceHost('ftp.organisateur.test', STRICT_HOSTS, 1000, lookup)).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a name when any of its addresses is internal (HOST_NOT_ALLOWED)', async () => {
    for (const inside of ['10.0.0.7', '::ffff:127.0.0.1', 'fe80::1', '169.254.169.254']) {
      expect(await codeOf(resolveSourceHost('ftp.organisateur.test', STRICT_HOSTS, 1000, answering('93.184.215.14', inside)))).toBe('HOST_NOT_ALLOWED');
    }
  });

  it('refuses an internal literal without resolving it', async () => {
    const lookup = answering('93.184.215.14');
    expect(await codeOf(resolveSourceHost('2130706433', STRICT_HOSTS, 1000, lookup))).toBe('HOST_NOT_ALLOWED');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers CONNECTION_FAILED for a name that does not resolve, or not before the deadline', async () => {
    const unknown = jest.fn(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await codeOf(resolveSourceHost('inconnu.test', STRICT_HOSTS, 1000, unknown))).toBe('CONNECTION_FAILED');
    expect(await codeOf(resolveSourceHost('vide.test', STRICT_HOSTS, 1000, answering()))).toBe('CONNECTION_FAILED');
    const never = jest.fn(() => new Promise<never>(() => undefined));
    expect(await codeOf(resolveSourceHost('muet.test', STRICT_HOSTS, 20, never))).toBe('CONNECTION_FAILED');
  });

  it('with the allowance, checks nothing: the transport connects by name', async () => {
    const lookup = answering('127.0.0.1');
    await expect(resolveSourceHost('localhost', { allowPrivateHosts: true }, 1000, lookup)).resolves.toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });
});
