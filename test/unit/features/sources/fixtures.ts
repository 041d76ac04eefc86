/** A stored source as the API gives it to an admin (the password never; `hasPassword` only). */
import type { Source } from '@/domain/api';

export const storedSource = {
  '@id': '/backend/sources/5',
  '@type': 'Source',
  id: 5,
  name: 'FTP GL events',
  reference: 'gl_event',
  protocol: 'ftps',
  host: 'ftp.example.test',
  port: null,
  username: 'salon',
  hasPassword: true,
  basePath: '/exports',
  entryPoint: 'exposants.csv',
  allowSelfSigned: false,
} as Source;
