import { parentPort, workerData } from "node:worker_threads";
import { errorText, writerHandler, type WriterData, type WriterMessage, type WriterReply } from "./site-writer.js";

const port = parentPort!;
const handle = writerHandler((workerData as WriterData).outDir);
port.on("message", (message: WriterMessage) => {
  let reply: WriterReply | undefined;
  try {
    reply = handle(message);
  } catch (error) {
    reply = { error: errorText(error) };
  }
  if (reply) {
    port.postMessage(reply);
    port.close();
  }
});
