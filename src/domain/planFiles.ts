/** Which plan files open in the viewer (issue 25): PDFs and PNG/JPEG images; the others (DWG…) stay downloads. */

export type ViewableAs = 'pdf' | 'image';

export function viewableAs(file: { mimeType?: string | null; mediaFileName: string }): ViewableAs | null {
  const type = (file.mimeType ?? '').toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.mediaFileName)?.[1]?.toLowerCase() ?? '';
  if (type === 'application/pdf' || (!type.startsWith('image/') && extension === 'pdf')) return 'pdf';
  if (['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'].includes(type)) return 'image';
  if ((type === '' || type === 'application/octet-stream') && ['png', 'jpg', 'jpeg'].includes(extension)) return 'image';
  return null;
}
