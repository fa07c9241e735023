// The playground's request body as one input per field: the inputs and the JSON text the request
// sends stay in step both ways. The JSON text is what is sent; the inputs write into it, and the
// "Raw JSON" switch shows it for editing as a whole (keys no input covers are kept).

type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface BodyFields {
  controls: FieldControl[];
  raw: HTMLTextAreaElement;
  switcher: HTMLInputElement;
  fields: HTMLElement;
  rawView: HTMLElement;
}

function parts(form: HTMLFormElement): BodyFields | undefined {
  const fields = form.querySelector<HTMLElement>("[data-body-fields]");
  const raw = form.querySelector<HTMLTextAreaElement>("[data-body]");
  const switcher = form.querySelector<HTMLInputElement>("[data-body-raw]");
  const rawView = form.querySelector<HTMLElement>(".playground-body-raw");
  if (!fields || !raw || !switcher || !rawView) return undefined;
  return { controls: [...fields.querySelectorAll<FieldControl>("[data-body-field]")], raw, switcher, fields, rawView };
}

export function setupBodyFields(form: HTMLFormElement): void {
  const body = parts(form);
  if (!body) return;
  const { controls, raw, switcher, fields, rawView } = body;
  // The JSON as last read: the inputs change their own keys in it and leave the others as they are.
  let current = parseObject(raw.value) ?? {};
  const showFields = (): boolean => {
    const parsed = raw.value.trim() === "" ? {} : parseObject(raw.value);
    if (parsed === undefined) {
      raw.setAttribute("aria-invalid", "true");
      return false;
    }
    raw.removeAttribute("aria-invalid");
    current = parsed;
    for (const control of controls) control.value = shown(control, valueAt(current, pathOf(control)));
    fields.hidden = false;
    rawView.hidden = true;
    return true;
  };
  switcher.closest("label")!.hidden = false;
  // A body example that is not a JSON object (or not JSON) stays in the raw view, where it can be fixed.
  switcher.checked = !showFields();
  if (switcher.checked) fields.hidden = true;
  switcher.addEventListener("change", () => {
    if (switcher.checked) {
      fields.hidden = true;
      rawView.hidden = false;
    } else if (!showFields()) {
      switcher.checked = true;
      raw.focus();
    }
  });
  fields.addEventListener("input", (event) => {
    const control = event.target as FieldControl;
    if (!control.matches("[data-body-field]")) return;
    const value = read(control);
    setAt(current, pathOf(control), value);
    raw.value = JSON.stringify(current, null, 2);
  });
}

/** The required inputs left empty, when the inputs (not the raw JSON) are shown. */
export function emptyRequiredBodyFields(form: HTMLFormElement): FieldControl[] {
  const body = parts(form);
  if (!body || body.fields.hidden) return [];
  const sent = parseObject(body.raw.value) ?? {};
  // A nested field is required only when its object is sent at all.
  return body.controls.filter((control) => {
    const path = pathOf(control);
    const parent = path.length > 1 ? valueAt(sent, path.slice(0, -1)) : sent;
    return control.required && control.value.trim() === "" && parent !== null && typeof parent === "object";
  });
}

function parseObject(source: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(source);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function pathOf(control: FieldControl): string[] {
  return JSON.parse(control.dataset.bodyField ?? "[]") as string[];
}

/** The input's value as JSON: undefined (the key left out) when empty; text that is not a number or JSON stays text. */
function read(control: FieldControl): unknown {
  const value = control.value;
  if (value.trim() === "") return undefined;
  const kind = control.dataset.kind;
  if (kind === "string") return value;
  if (kind === "number") return /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(value) ? Number(value) : value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function shown(control: FieldControl, value: unknown): string {
  if (value === undefined) return "";
  const kind = control.dataset.kind;
  if (kind === "enum" || kind === "boolean") return JSON.stringify(value);
  if (kind === "json") return JSON.stringify(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

function valueAt(object: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = object;
  for (const key of path) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setAt(object: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let target = object;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== "object" || Array.isArray(next)) {
      if (value === undefined) return;
      target[key] = {};
    }
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
}
