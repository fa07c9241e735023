import { afterAll } from "vitest";
import { removeTempProjects } from "./temp-project.js";

// vitest setupFiles: run before every test file, even when files share a process (isolate: false),
// where a hook registered by an imported helper module would be registered for the first file only.
afterAll(removeTempProjects);
