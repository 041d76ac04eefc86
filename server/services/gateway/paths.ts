/**
 * Which folder and file names a source may be asked for (issue 24): a show's sourcePath and a
 * source's basePath and entryPoint name places under the organizer's root, so a `..` segment
 * (climbing out), a backslash (a Windows server's separator) or a control character (a forged FTP
 * command) is refused — a 422 on the field when written, a GatewayError when used.
 */
/* eslint-disable no-control-regex -- refusing control characters is the point */
import { GatewayError } from './types';

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** A folder path ('' allowed: the root) or, with `file`, a file name (no `/` either). */
export function isSafeRemotePath(value: string, options: { file?: boolean } = {}): boolean {
  if (CONTROL.test(value) || value.includes('\\')) return false;
  if (options.file && (value.includes('/') || value.trim() === '')) return false;
  return !value.split('/').some((segment) => segment.trim() === '..');
}

/** The segments of a folder path, empty ones dropped ('/a//b/' → ['a', 'b']); unsafe → DIRECTORY_NOT_FOUND. */
export function remoteSegments(...paths: string[]): string[] {
  for (const value of paths) if (!isSafeRemotePath(value)) throw new GatewayError('DIRECTORY_NOT_FOUND', 'unsafe folder path');
  return paths.flatMap((value) => value.split('/')).map((s) => s.trim()).filter((s) => s !== '' && s !== '.');
}

/** The entry point, checked; unsafe → ENTRY_POINT_NOT_FOUND. */
export function safeEntryPoint(entryPoint: string): string {
  if (!isSafeRemotePath(entryPoint, { file: true })) throw new GatewayError('ENTRY_POINT_NOT_FOUND', 'unsafe entry point');
  return entryPoint.trim();
}
