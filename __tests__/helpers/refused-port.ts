import { readFileSync } from "node:fs";
import net from "node:net";

/**
 * A port on 127.0.0.1 where nothing listens, for tests of "connection refused". Taking a port with
 * `listen(0)` and giving it back races with every other test file: the kernel hands the same port
 * to the next `listen(0)` or outgoing connection, and the "closed" address answers. A port below
 * the kernel's ephemeral range is never handed out that way, so once found free it stays free
 * (nothing in the suite listens on a fixed port).
 */
export async function refusedPort(): Promise<number> {
  const ephemeralStart = Number(
    readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0] ?? 32768,
  );
  const low = 20_000;
  const span = Math.max(1, ephemeralStart - low);
  for (let tries = 0; tries < 50; tries++) {
    const port = low + Math.floor(Math.random() * span);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${ephemeralStart}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
