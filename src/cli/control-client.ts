import { connect } from 'node:net';
import type { ControlAnswer, ControlRequest } from '../server/control/control-socket.js';

/** Sends one request to the running server's control socket and waits for its answer. */
export function askRunningServer(socketPath: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch {
        reject(new Error('The running server gave no answer'));
      }
    });
  });
}
