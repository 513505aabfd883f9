/**
 * The smallest SMTP server, so the SMTP adapter and the outbox's delivery are tested over a real
 * socket with nodemailer. While `refusing`, it answers the sender with a temporary failure (451), as a
 * mail server that is down for maintenance or throttling does.
 */
import net from 'node:net';

export interface SmtpStandIn {
  port: number;
  /** Each accepted message, headers and body as received. */
  messages: string[];
  refusing: boolean;
  /** An SMTP_URL for nodemailer. */
  url: string;
  close(): Promise<void>;
}

export function smtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            standIn.messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 stand-in\r\n');
        else if (/^MAIL FROM/i.test(line) && standIn.refusing) {
          socket.write('451 4.3.2 try again later\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  const standIn: SmtpStandIn = {
    port: 0,
    messages: [],
    refusing: false,
    url: '',
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      standIn.port = (server.address() as net.AddressInfo).port;
      standIn.url = `smtp://127.0.0.1:${standIn.port}?ignoreTLS=true`;
      resolve(standIn);
    });
  });
}
