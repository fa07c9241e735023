/**
 * docsgate's own code that runs inside the QuickJS sandbox before any component: a JSX runtime whose elements are
 * plain objects, React's hooks with render-once meaning (state keeps its first value, effects never run), a global
 * for each built-in component (`<Card>` in a component is the string "Card", drawn by docsgate's renderer), and
 * `__render`, which calls a component with the props the page wrote and returns the markup as JSON.
 * The children a page gives a component stay on the host: the guest sees a slot, `{ $slot: 1 }`.
 */
export function guestPrelude(builtIns: readonly string[]): string {
  return `"use strict";
const __modules = Object.create(null);
class __Refused extends Error { get name() { return "Refused"; } }
function __define(file, factory) { __modules[file] = { factory, state: 0, value: undefined }; }
function __import(file) {
  const module = __modules[file];
  if (!module) throw new __Refused("it imports " + file + ", which docsgate could not compile");
  if (module.state === 1) throw new __Refused(file + " imports itself through other files");
  if (module.state === 0) { module.state = 1; module.value = module.factory(); module.state = 2; }
  return module.value;
}
function __unavailable(reason) {
  return function () { throw new __Refused(reason); };
}
const __BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function btoa(text) {
  text = String(text);
  let out = "";
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i), b = text.charCodeAt(i + 1), c = text.charCodeAt(i + 2);
    if (a > 255 || b > 255 || c > 255) throw new Error("btoa: the string has characters outside Latin-1");
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += __BASE64[n >> 18] + __BASE64[(n >> 12) & 63] + (i + 1 < text.length ? __BASE64[(n >> 6) & 63] : "=") + (i + 2 < text.length ? __BASE64[n & 63] : "=");
  }
  return out;
}
function atob(data) {
  data = String(data).replace(/[\\s=]+/g, "");
  let out = "", bits = 0, value = 0;
  for (const char of data) {
    const index = __BASE64.indexOf(char);
    if (index < 0) throw new Error("atob: not base64");
    value = (value << 6) | index; bits += 6;
    if (bits >= 8) { bits -= 8; out += String.fromCharCode((value >> bits) & 255); }
  }
  return out;
}
const console = { log() {}, info() {}, warn() {}, error() {}, debug() {} };
const Fragment = "#fragment";
function h(type, props, ...children) {
  return { $$element: true, type, props: props == null ? {} : props, children };
}
let __ids = 0;
function useState(initial) { return [typeof initial === "function" ? initial() : initial, function () {}]; }
function useReducer(reducer, initial, init) { return [init ? init(initial) : initial, function () {}]; }
function useEffect() {}
function useLayoutEffect() {}
function useInsertionEffect() {}
function useMemo(make) { return make(); }
function useCallback(callback) { return callback; }
function useRef(current) { return { current }; }
function useId() { return ":r" + (__ids++).toString(36) + ":"; }
function createContext(value) { const context = { $$context: value }; context.Provider = function (props) { return props.children; }; return context; }
function useContext(context) { return context && context.$$context; }
function __toArray(children) { return children === undefined || children === null ? [] : Array.isArray(children) ? children.flat(Infinity) : [children]; }
class Component { constructor(props) { this.props = props; this.state = {}; } setState() {} }
const React = {
  createElement: h, Fragment, Component, PureComponent: Component, useState, useReducer, useEffect, useLayoutEffect,
  useInsertionEffect, useMemo, useCallback, useRef, useId, createContext, useContext,
  forwardRef: (render) => (props) => render(props, null), memo: (component) => component,
  isValidElement: (value) => Boolean(value && value.$$element),
  cloneElement: (element, props, ...children) => h(element.type, Object.assign({}, element.props, props), ...(children.length ? children : element.children)),
  Children: {
    toArray: __toArray, count: (children) => __toArray(children).length,
    map: (children, each) => __toArray(children).map(each), forEach: (children, each) => { __toArray(children).forEach(each); },
    only: (children) => __toArray(children)[0],
  },
};
const __React = React;
${builtInGlobals(builtIns)}
const __builtIns = new Set(${JSON.stringify(builtIns)});
function __props(props) {
  const out = {};
  for (const key of Object.keys(props)) {
    const value = props[key];
    if (key === "children" || key === "key" || key === "ref" || key === "dangerouslySetInnerHTML") continue;
    if (typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) out[key] = value;
    else if (value && typeof value === "object" && !value.$$element && !value.$slot) {
      try { out[key] = JSON.parse(JSON.stringify(value)); } catch (error) {}
    }
  }
  return out;
}
function __out(node, depth) {
  if (depth > 200) throw new __Refused("its markup nests more than 200 levels deep");
  if (node === null || node === undefined || typeof node === "boolean") return [];
  if (typeof node === "string") return [node];
  if (typeof node === "number" || typeof node === "bigint") return [String(node)];
  if (Array.isArray(node)) return node.flatMap((item) => __out(item, depth + 1));
  if (node.$slot) return [{ slot: node.$slot }];
  if (!node.$$element) throw new __Refused("it returns " + (typeof node === "function" ? "a function" : "an object") + ", not markup");
  const children = node.children.length ? node.children : node.props.children === undefined ? [] : [node.props.children];
  if (typeof node.type === "function") {
    const props = Object.assign({}, node.props);
    if (node.children.length) props.children = node.children.length === 1 ? node.children[0] : node.children;
    const drawn = node.type.prototype && typeof node.type.prototype.render === "function" ? new node.type(props).render() : node.type(props);
    return __out(drawn, depth + 1);
  }
  if (node.type === Fragment) return __out(children, depth + 1);
  if (node.type instanceof String) node = Object.assign({}, node, { type: node.type.valueOf() });
  if (typeof node.type === "object" && node.type && "$$context" in node.type) return __out(children, depth + 1);
  if (typeof node.type !== "string") throw new __Refused("it renders " + (node.type === undefined ? "a component that is not defined" : "something that is not a component"));
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(node.type) && !__builtIns.has(node.type)) throw new __Refused("it renders <" + node.type + ">, which is neither an HTML element nor a Mintlify component");
  return [{ type: node.type, props: __props(node.props), children: __out(children, depth + 1) }];
}
/** A prop the page gave as code, run with the names the file binds in scope. */
function __evaluate(module, source) {
  const names = Object.keys(module).filter((name) => /^[A-Za-z_$][\\w$]*$/.test(name) && name !== "default");
  return Function(...names, '"use strict"; return (' + source + ");")(...names.map((name) => module[name]));
}
function __render(file, name, props, code) {
  const module = __import(file);
  const component = module[name];
  if (typeof component !== "function") throw new __Refused(component === undefined ? "it is not defined in " + file : "it is not a function that returns markup");
  const given = JSON.parse(props);
  for (const [key, source] of JSON.parse(code)) {
    const value = __evaluate(module, source);
    if (key === null) Object.assign(given, value);
    else given[key] = value;
  }
  return JSON.stringify(__out(h(component, given), 0));
}
`;
}

/** `const Card = "Card";` for each built-in name; `Tree.Folder` and the like as members of their first part. */
function builtInGlobals(names: readonly string[]): string {
  const members = new Map<string, string[]>();
  for (const name of names) {
    const [first, ...rest] = name.split(".");
    if (!members.has(first!)) members.set(first!, []);
    if (rest.length) members.get(first!)!.push(rest.join("."));
  }
  return [...members]
    .map(([name, inner]) =>
      inner.length
        ? `const ${name} = Object.assign(new String(${JSON.stringify(name)}), { ${inner.map((member) => `${member}: ${JSON.stringify(`${name}.${member}`)}`).join(", ")} });`
        : `const ${name} = ${JSON.stringify(name)};`,
    )
    .join("\n");
}
