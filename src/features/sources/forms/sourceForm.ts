/**
 * The source form (issue 24, part 2 §3, §5): name, reference, protocol, host, port (empty: the
 * protocol's default), username, password, base path, entry point, self-signed certificates. The
 * password is never read back: empty on edit keeps the stored one, 'remove' clears it. Yup
 * messages are i18n ids.
 */
import * as yup from 'yup';
import type { Source, SourceWrite } from '@/domain/api';
import { SOURCE_PROTOCOLS, type SourceProtocol } from '@/domain/gateway';

export interface SourceValues {
  name: string;
  reference: string;
  protocol: SourceProtocol;
  host: string;
  port: string;
  username: string;
  password: string;
  removePassword: boolean;
  basePath: string;
  entryPoint: string;
  allowSelfSigned: boolean;
}

/** Where the server's violations land (the rest: a toast). */
export const SOURCE_FIELDS = ['name', 'reference', 'protocol', 'host', 'port', 'username', 'password', 'basePath', 'entryPoint', 'allowSelfSigned'] as const;

export const sourceSchema = yup.object({
  name: yup.string().trim().required('sources.form.nameMissing').max(255, 'sources.form.tooLong'),
  reference: yup
    .string()
    .trim()
    .required('sources.form.referenceMissing')
    .max(100, 'sources.form.tooLong')
    .matches(/^[a-z0-9_-]+$/, 'sources.form.referenceInvalid'),
  protocol: yup.string().oneOf([...SOURCE_PROTOCOLS], 'sources.form.protocolMissing').required('sources.form.protocolMissing'),
  host: yup.string().trim().required('sources.form.hostMissing').max(255, 'sources.form.tooLong'),
  port: yup.string().trim().matches(/^\d{0,5}$/, 'sources.form.portInvalid').test('port-range', 'sources.form.portInvalid', (v) => !v || (Number(v) >= 1 && Number(v) <= 65535)),
  username: yup.string().max(255, 'sources.form.tooLong'),
  password: yup.string().max(255, 'sources.form.tooLong'),
  basePath: yup.string().max(255, 'sources.form.tooLong'),
  entryPoint: yup.string().max(255, 'sources.form.tooLong'),
});

export const sourceInitialValues = (source: Source | undefined): SourceValues => ({
  name: source?.name ?? '',
  reference: source?.reference ?? '',
  protocol: source?.protocol ?? 'ftp',
  host: source?.host ?? '',
  port: source?.port ? String(source.port) : '',
  username: source?.username ?? '',
  password: '',
  removePassword: false,
  basePath: source?.basePath ?? '',
  entryPoint: source?.entryPoint ?? '',
  allowSelfSigned: source?.allowSelfSigned ?? false,
});

/** The body: `password` only when typed ('' when removed); absent keeps the stored one. */
export function sourceBody(values: SourceValues): SourceWrite {
  const body: SourceWrite = {
    name: values.name.trim(),
    reference: values.reference.trim(),
    protocol: values.protocol,
    host: values.host.trim(),
    port: values.port.trim() ? Number(values.port) : null,
    username: values.username.trim(),
    basePath: values.basePath.trim(),
    entryPoint: values.entryPoint.trim(),
    allowSelfSigned: values.allowSelfSigned,
  };
  if (values.removePassword) body.password = '';
  else if (values.password !== '') body.password = values.password;
  return body;
}
