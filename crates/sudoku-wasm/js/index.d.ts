// The package's functions, typed with the contract's own types: api.d.ts is
// generated from openapi.yaml by openapi-typescript when the package is
// built, so a request or an answer that the server would not take or give
// does not type-check.
import type { components } from "./api.js";

type Schemas = components["schemas"];

/** An error body: the server's RFC 9457 problem, without `request_id`. */
export type Problem = Omit<Schemas["Problem"], "request_id">;

/** The statuses an error answer can have, as the server's. */
export type ErrorStatus = 400 | 404 | 408 | 413 | 415 | 422 | 500 | 503;

/** An answer as the server gives it: the status and the body. */
export type Answer<T> = { status: 200; body: T } | { status: ErrorStatus; body: Problem };

/** What the server takes from headers and its settings. */
export interface Options {
  /** The language of step texts (the server's `Accept-Language`): "en" (default), "ko" or "ja" (any tag the server's `Accept-Language` takes is read the same way). */
  lang?: "en" | "ko" | "ja" | (string & {});
  /** The call's budget in milliseconds (default 1000, the server's default budgets). */
  budgetMs?: number;
}

export type GridRequest = Schemas["GridRequest"];
export type GradeRequest = Schemas["GradeRequest"];
export type HintRequest = Schemas["HintRequest"];
export type GenerateRequest = Schemas["GenerateRequest"];
export type SolveResponse = Schemas["SolveResponse"];
export type ValidateResponse = Schemas["ValidateResponse"];
export type GradeResponse = Schemas["GradeResponse"];
export type HintResponse = Schemas["HintResponse"];
export type GenerateResponse = Schemas["GenerateResponse"];
export type TechniquesResponse = Schemas["TechniquesResponse"];

/** What `init` loads the module from (in a page; node reads the package's file). */
export type Source = string | URL | Request | Response | BufferSource | WebAssembly.Module;

/** Loads the module; call (and await) once before anything else. */
export function init(source?: Source): Promise<void>;
/** Loads the module from bytes or a compiled module, synchronously. */
export function initSync(module: BufferSource | WebAssembly.Module): void;

/** `POST /solve`. A request is the server's JSON body, as an object or a JSON string. */
export function solve(request: GridRequest | string, options?: Options): Answer<SolveResponse>;
/** `POST /validate`. */
export function validate(request: GridRequest | string, options?: Options): Answer<ValidateResponse>;
/** `POST /grade`. */
export function grade(request: GradeRequest | string, options?: Options): Answer<GradeResponse>;
/** `POST /hint`. */
export function hint(request: HintRequest | string, options?: Options): Answer<HintResponse>;
/** `POST /generate`. */
export function generate(request: GenerateRequest | string, options?: Options): Answer<GenerateResponse>;
/** `GET /techniques`. */
export function techniques(options?: Options): Answer<TechniquesResponse>;
