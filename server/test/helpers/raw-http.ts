import { connect } from 'node:net';

/** The status line and headers/body of the answer to `text` sent as it is over a plain socket (no client checks). */
export function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      out += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}
