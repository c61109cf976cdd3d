import net from 'node:net';

export interface TcpProxy {
  /** The database URL with the proxy's port in place of the database's. */
  url: string;
  /**
   * The connections open now go silent both ways without being closed, as when a firewall or NAT between
   * the server and the database forgets them: nothing arrives, no error, no FIN, not even in answer to the
   * server's own FIN. Connections opened later
   * are forwarded as usual.
   */
  silenceOpenConnections(): void;
  close(): Promise<void>;
}

/** A TCP forwarder on 127.0.0.1 in front of a PostgreSQL URL, for staging connection faults. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const silenced = new Set<net.Socket>();
  // Half-open allowed: a silenced connection must not answer the server's FIN (its goodbye) with one of its own,
  // as a vanished host does not. A forwarded connection passes each side's end on through the pipes.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
    const pair = { client, upstream };
    open.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    silenceOpenConnections() {
      for (const { client, upstream } of open) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Read and drop whatever still comes, so neither side sees back-pressure or a close.
        client.removeAllListeners('data').on('data', () => undefined);
        upstream.removeAllListeners('data').on('data', () => undefined);
        silenced.add(client).add(upstream);
      }
      open.clear();
    },
    async close() {
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      for (const socket of silenced) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
