// The diagram script, with its stylesheet: only pages with a Mermaid diagram load it (mermaid is
// megabytes; the bundle is split so that a page fetches only the code of its diagrams' types).
// Each diagram's source, shown as a code block until now, is replaced by the drawing, in
// mermaid's dark theme while the site is dark (redrawn when the reader switches), with zoom and
// pan controls.
import mermaid from "mermaid";
import style from "./diagrams.css";

const root = document.documentElement;
const figures = [...document.querySelectorAll<HTMLElement>(".mermaid-diagram")];
/** Diagrams taller than this get their controls when `actions` is not set (as on Mintlify). */
const CONTROLS_FROM_HEIGHT = 120;
const ZOOM_STEP = 1.25;
/** Each drawing pass; an older pass still drawing when the theme changes stops. */
let pass = 0;

async function drawAll(): Promise<void> {
  const current = ++pass;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    // mermaid 12 lays diagrams out with ELK unless told otherwise: dagre draws them as Mintlify's
    // mermaid does, and spares a page ELK's 1.5 MB (a diagram that asks for ELK still gets it).
    layout: "dagre",
    ...(root.dataset.theme === "dark"
      ? // The dark theme's edge labels, #ccc on #585858, fall short of 4.5:1 contrast.
        { theme: "dark", themeVariables: { edgeLabelBackground: "#3d3d3d" } }
      : { theme: "default" }),
  });
  for (const [index, figure] of figures.entries()) {
    const source = figure.querySelector("pre")?.textContent ?? "";
    try {
      const { svg } = await mermaid.render(`mermaid-${index + 1}-${current}`, source);
      if (current !== pass) return;
      show(figure, svg);
    } catch (error) {
      // An invalid diagram keeps showing its source; the reason goes to the console for its author.
      console.warn(`Mermaid diagram ${index + 1}:`, error);
      figure.dataset.state = "error";
    }
  }
}

function show(figure: HTMLElement, svg: string): void {
  let viewport = figure.querySelector<HTMLElement>(".mermaid-viewport");
  if (!viewport) {
    viewport = document.createElement("div");
    viewport.className = "mermaid-viewport";
    figure.append(viewport);
  }
  viewport.innerHTML = svg;
  figure.dataset.state = "drawn";
  const wanted = figure.dataset.actions;
  if (!figure.querySelector(".mermaid-controls")) {
    const tall = viewport.getBoundingClientRect().height > CONTROLS_FROM_HEIGHT;
    if (wanted === "true" || (wanted === undefined && tall)) figure.append(controls(viewport));
  }
  applyView(viewport);
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const views = new WeakMap<HTMLElement, View>();

function viewOf(viewport: HTMLElement): View {
  let view = views.get(viewport);
  if (!view) views.set(viewport, (view = { scale: 1, x: 0, y: 0 }));
  return view;
}

function applyView(viewport: HTMLElement): void {
  const { scale, x, y } = viewOf(viewport);
  const svg = viewport.querySelector<SVGElement>("svg");
  if (svg) svg.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  viewport.dataset.zoom = scale.toFixed(2);
}

/** Zoom in, zoom out, reset; dragging a zoomed diagram pans it. */
function controls(viewport: HTMLElement): HTMLElement {
  const bar = document.createElement("div");
  bar.className = "mermaid-controls";
  const button = (label: string, symbol: string, change: (view: View) => void) => {
    const element = document.createElement("button");
    element.type = "button";
    element.setAttribute("aria-label", label);
    element.textContent = symbol;
    element.addEventListener("click", () => {
      change(viewOf(viewport));
      applyView(viewport);
    });
    bar.append(element);
  };
  button("Zoom in", "+", (view) => (view.scale *= ZOOM_STEP));
  button("Zoom out", "\u2212", (view) => (view.scale /= ZOOM_STEP));
  button("Reset zoom", "\u21ba", (view) => Object.assign(view, { scale: 1, x: 0, y: 0 }));
  let drag: { x: number; y: number } | undefined;
  viewport.addEventListener("pointerdown", (event) => {
    if (viewOf(viewport).scale === 1) return;
    drag = { x: event.clientX, y: event.clientY };
    viewport.setPointerCapture(event.pointerId);
  });
  viewport.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const view = viewOf(viewport);
    view.x += event.clientX - drag.x;
    view.y += event.clientY - drag.y;
    drag = { x: event.clientX, y: event.clientY };
    applyView(viewport);
  });
  viewport.addEventListener("pointerup", () => (drag = undefined));
  return bar;
}

if (figures.length > 0) {
  const sheet = document.createElement("style");
  sheet.textContent = style;
  document.head.append(sheet);
  void drawAll();
  // The mode toggle changes `data-theme` on <html>: the diagrams follow.
  new MutationObserver(() => void drawAll()).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
}
