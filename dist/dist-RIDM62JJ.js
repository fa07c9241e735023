import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  QuickJSAsyncContext,
  QuickJSAsyncRuntime,
  QuickJSAsyncWASMModule
} from "./chunk-XKKYHWHU.js";
import {
  DefaultIntrinsics,
  DisposableFail,
  DisposableResult,
  DisposableSuccess,
  EvalFlags,
  GetOwnPropertyNamesFlags,
  IntrinsicsFlags,
  IsEqualOp,
  JSPromiseStateEnum,
  Lifetime,
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSEmscriptenModuleError,
  QuickJSMemoryLeakDetected,
  QuickJSRuntime,
  QuickJSWASMModule,
  Scope,
  StaticLifetime,
  UsingDisposable,
  WeakLifetime,
  assertSync,
  createDisposableArray,
  debugLog,
  errors_exports,
  setDebugMode
} from "./chunk-3CADHWXX.js";
import "./chunk-LOFROOWK.js";

// node_modules/quickjs-emscripten-core/dist/index.mjs
async function newQuickJSWASMModuleFromVariant(variantOrPromise) {
  let variant = smartUnwrap(await variantOrPromise), [wasmModuleLoader, QuickJSFFI, { QuickJSWASMModule: QuickJSWASMModule2 }] = await Promise.all([variant.importModuleLoader().then(smartUnwrap), variant.importFFI(), import("./module-ES6BEMUI-ACQJ2BAQ.js").then(smartUnwrap)]), wasmModule = await wasmModuleLoader();
  wasmModule.type = "sync";
  let ffi = new QuickJSFFI(wasmModule);
  return new QuickJSWASMModule2(wasmModule, ffi);
}
async function newQuickJSAsyncWASMModuleFromVariant(variantOrPromise) {
  let variant = smartUnwrap(await variantOrPromise), [wasmModuleLoader, QuickJSAsyncFFI, { QuickJSAsyncWASMModule: QuickJSAsyncWASMModule2 }] = await Promise.all([variant.importModuleLoader().then(smartUnwrap), variant.importFFI(), import("./module-asyncify-2EFITU5U-H5N7NPAJ.js").then(smartUnwrap)]), wasmModule = await wasmModuleLoader();
  wasmModule.type = "async";
  let ffi = new QuickJSAsyncFFI(wasmModule);
  return new QuickJSAsyncWASMModule2(wasmModule, ffi);
}
function memoizePromiseFactory(fn) {
  let promise;
  return () => promise ?? (promise = fn());
}
function smartUnwrap(val) {
  return val && "default" in val && val.default ? val.default && "default" in val.default && val.default.default ? val.default.default : val.default : val;
}
function newVariant(baseVariant, options) {
  return { ...baseVariant, async importModuleLoader() {
    let moduleLoader = smartUnwrap(await baseVariant.importModuleLoader());
    return async function() {
      let moduleLoaderArg = options.emscriptenModule ? { ...options.emscriptenModule } : {}, log = options.log ?? ((...args) => debugLog("newVariant moduleLoader:", ...args)), tapValue = (message, val) => (log(...message, val), val), force = (val) => typeof val == "function" ? val() : val;
      (options.wasmLocation || options.wasmSourceMapLocation || options.locateFile) && (moduleLoaderArg.locateFile = (fileName, relativeTo) => {
        let args = { fileName, relativeTo };
        if (fileName.endsWith(".wasm") && options.wasmLocation !== void 0) return tapValue(["locateFile .wasm: provide wasmLocation", args], options.wasmLocation);
        if (fileName.endsWith(".map")) {
          if (options.wasmSourceMapLocation !== void 0) return tapValue(["locateFile .map: provide wasmSourceMapLocation", args], options.wasmSourceMapLocation);
          if (options.wasmLocation && !options.locateFile) return tapValue(["locateFile .map: infer from wasmLocation", args], options.wasmLocation + ".map");
        }
        return options.locateFile ? tapValue(["locateFile: use provided fn", args], options.locateFile(fileName, relativeTo)) : tapValue(["locateFile: unhandled, passthrough", args], fileName);
      }), options.wasmBinary && (moduleLoaderArg.wasmBinary = await force(options.wasmBinary)), options.wasmMemory && (moduleLoaderArg.wasmMemory = await force(options.wasmMemory));
      let optionsWasmModule = options.wasmModule, modulePromise;
      optionsWasmModule && (moduleLoaderArg.instantiateWasm = async (imports, onSuccess) => {
        modulePromise ?? (modulePromise = Promise.resolve(force(optionsWasmModule)));
        let wasmModule = await modulePromise;
        if (!wasmModule) throw new QuickJSEmscriptenModuleError(`options.wasmModule returned ${String(wasmModule)}`);
        let instance = await WebAssembly.instantiate(wasmModule, imports);
        return onSuccess(instance), instance.exports;
      }), moduleLoaderArg.monitorRunDependencies = (left) => {
        log("monitorRunDependencies:", left);
      }, moduleLoaderArg.quickjsEmscriptenInit = () => newMockExtensions(log);
      let resultPromise = moduleLoader(moduleLoaderArg), extensions = moduleLoaderArg.quickjsEmscriptenInit?.(log);
      if (optionsWasmModule && extensions?.receiveWasmOffsetConverter && !extensions.existingWasmOffsetConverter) {
        let wasmBinary = await force(options.wasmBinary) ?? new ArrayBuffer(0);
        modulePromise ?? (modulePromise = Promise.resolve(force(optionsWasmModule)));
        let wasmModule = await modulePromise;
        if (!wasmModule) throw new QuickJSEmscriptenModuleError(`options.wasmModule returned ${String(wasmModule)}`);
        extensions.receiveWasmOffsetConverter(wasmBinary, wasmModule);
      }
      if (extensions?.receiveSourceMapJSON) {
        let loadedSourceMapData = await force(options.wasmSourceMapData);
        typeof loadedSourceMapData == "string" ? extensions.receiveSourceMapJSON(JSON.parse(loadedSourceMapData)) : loadedSourceMapData ? extensions.receiveSourceMapJSON(loadedSourceMapData) : extensions.receiveSourceMapJSON({ version: 3, names: [], sources: [], mappings: "" });
      }
      return resultPromise;
    };
  } };
}
function newMockExtensions(log) {
  let mockMessage = "mock called, emscripten module may not be initialized yet";
  return { mock: true, removeRunDependency(name) {
    log(`${mockMessage}: removeRunDependency called:`, name);
  }, receiveSourceMapJSON(data) {
    log(`${mockMessage}: receiveSourceMapJSON called:`, data);
  }, WasmOffsetConverter: void 0, receiveWasmOffsetConverter(bytes, mod) {
    log(`${mockMessage}: receiveWasmOffsetConverter called:`, bytes, mod);
  } };
}
function isSuccess(successOrFail) {
  return !("error" in successOrFail);
}
function isFail(successOrFail) {
  return "error" in successOrFail;
}
function shouldInterruptAfterDeadline(deadline) {
  let deadlineAsNumber = typeof deadline == "number" ? deadline : deadline.getTime();
  return function() {
    return Date.now() > deadlineAsNumber;
  };
}
var TestQuickJSWASMModule = class {
  constructor(parent) {
    this.parent = parent;
    this.contexts = /* @__PURE__ */ new Set();
    this.runtimes = /* @__PURE__ */ new Set();
  }
  newRuntime(options) {
    let runtime = this.parent.newRuntime({ ...options, ownedLifetimes: [new Lifetime(void 0, void 0, () => this.runtimes.delete(runtime)), ...options?.ownedLifetimes ?? []] });
    return this.runtimes.add(runtime), runtime;
  }
  newContext(options) {
    let context = this.parent.newContext({ ...options, ownedLifetimes: [new Lifetime(void 0, void 0, () => this.contexts.delete(context)), ...options?.ownedLifetimes ?? []] });
    return this.contexts.add(context), context;
  }
  evalCode(code, options) {
    return this.parent.evalCode(code, options);
  }
  disposeAll() {
    let allDisposables = [...this.contexts, ...this.runtimes];
    this.runtimes.clear(), this.contexts.clear(), allDisposables.forEach((d) => {
      d.alive && d.dispose();
    });
  }
  assertNoMemoryAllocated() {
    if (this.getFFI().QTS_RecoverableLeakCheck()) throw new QuickJSMemoryLeakDetected("Leak sanitizer detected un-freed memory");
    if (this.contexts.size > 0) throw new QuickJSMemoryLeakDetected(`${this.contexts.size} contexts leaked`);
    if (this.runtimes.size > 0) throw new QuickJSMemoryLeakDetected(`${this.runtimes.size} runtimes leaked`);
  }
  getWasmMemory() {
    return this.parent.getWasmMemory();
  }
  getFFI() {
    return this.parent.getFFI();
  }
};
export {
  DefaultIntrinsics,
  DisposableFail,
  DisposableResult,
  DisposableSuccess,
  EvalFlags,
  GetOwnPropertyNamesFlags,
  IntrinsicsFlags,
  IsEqualOp,
  JSPromiseStateEnum,
  Lifetime,
  QuickJSAsyncContext,
  QuickJSAsyncRuntime,
  QuickJSAsyncWASMModule,
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSRuntime,
  QuickJSWASMModule,
  Scope,
  StaticLifetime,
  TestQuickJSWASMModule,
  UsingDisposable,
  WeakLifetime,
  assertSync,
  createDisposableArray,
  debugLog,
  errors_exports as errors,
  isFail,
  isSuccess,
  memoizePromiseFactory,
  newQuickJSAsyncWASMModuleFromVariant,
  newQuickJSWASMModuleFromVariant,
  newVariant,
  setDebugMode,
  shouldInterruptAfterDeadline
};
