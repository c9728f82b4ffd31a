import { randomBytes } from 'node:crypto';
import type { TestContext } from '../../test-support/app.ts';
import type { RawReply } from '../../test-support/call.ts';
import { rawRequest } from '../../test-support/call.ts';

/** A multipart/form-data body with text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer | string; type?: string },
): { payload: Buffer; contentType: string } {
  const boundary = `----aspirant${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/questions/import with a file and fields (dryRun defaults to the server's 'true'). */
export async function importFile(
  t: Pick<TestContext, 'app'>,
  token: string | undefined,
  file: { name: string; data: Buffer | string } | undefined,
  fields: Record<string, string> = {},
): Promise<RawReply> {
  const { payload, contentType } = multipartBody(fields, file);
  return rawRequest(t, 'POST', '/api/questions/import', {
    body: payload,
    token,
    headers: { 'content-type': contentType },
  });
}
