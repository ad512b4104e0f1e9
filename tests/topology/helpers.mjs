// Talking to the topology as a browser would: HTTPS through nginx trusting its self-signed certificate, a
// socket.io client over the same door, and Prometheus's HTTP API.
import { request, Agent } from 'node:https';
import { connect as http2Connect } from 'node:http2';
import { io } from 'socket.io-client';

export function client(topology) {
  const { ca, ports } = topology;
  const agent = new Agent({ ca, keepAlive: true, servername: 'localhost' });
  /** One HTTPS request through nginx; resolves with { status, headers, body (Buffer), json() }. */
  const call = (method, path, { token, body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(
        {
          host: '127.0.0.1',
          port: ports.https,
          servername: 'localhost',
          method,
          path,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const buffer = Buffer.concat(chunks);
            resolve({ status: res.statusCode, headers: res.headers, body: buffer, json: () => JSON.parse(buffer.toString('utf8')) });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  /** The protocol nginx speaks to a browser that offers HTTP/2 (ALPN), and the status of GET path. */
  const http2Get = (path) =>
    new Promise((resolve, reject) => {
      const session = http2Connect(`https://localhost:${ports.https}`, { ca, host: '127.0.0.1', servername: 'localhost' });
      session.on('error', reject);
      const req = session.request({ ':path': path });
      req.on('response', (headers) => {
        const protocol = session.alpnProtocol;
        req.resume();
        req.on('end', () => {
          session.close();
          resolve({ protocol, status: headers[':status'] });
        });
      });
      req.on('error', reject);
      req.end();
    });

  /** An owner's live connection through nginx that rejoins its business room after every reconnection. */
  const ownerSocket = (token, businessId) => {
    const socket = io(`https://localhost:${ports.https}`, {
      ca,
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 100,
      reconnectionDelayMax: 1000,
    });
    const received = new Map();
    let joins = 0;
    socket.on('connect', () =>
      socket.emit('joinRestaurantRoom', businessId, (answer) => {
        if (answer?.ok) joins++;
      }),
    );
    // A node stopping closes its sockets itself: socket.io does not reconnect after that by its own.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('orderCreated', (order) => received.set(order._id, Date.now()));
    return {
      socket,
      received,
      get joins() {
        return joins;
      },
      close: () => socket.disconnect(),
    };
  };

  return { call, http2Get, ownerSocket, close: () => agent.destroy() };
}

export async function prometheusQuery(topology, query) {
  const res = await fetch(`${topology.urls.prometheus}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`Prometheus: ${JSON.stringify(body)}`);
  return body.data.result;
}

/** A node's own figure, read from its /metrics with the token (as Prometheus does). */
export async function nodeMetric(topology, node, name) {
  const res = await fetch(`${topology.urls[node]}/metrics`, { headers: { authorization: `Bearer ${topology.metricsToken}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}
