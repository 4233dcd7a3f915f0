// jsdom lacks fetch, Request, Response and friends; component tests get Node's own.
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class JsdomWithFetch extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
