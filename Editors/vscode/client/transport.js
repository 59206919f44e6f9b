'use strict';
// JSON-RPC 2.0 with the Language Server Protocol's framing (`Content-Length: N\r\n\r\n` then N bytes of UTF-8 JSON)
// over a readable and a writable stream, usually a child process's stdout and stdin. Requests get increasing ids and a
// pending promise each; responses settle them; notifications and the server's own requests go to handlers. Only
// Node's standard library: no vscode here, so it can be read (and tested) on its own.

/** A header block longer than this, or a body declared longer than MAX_BODY, is a protocol error. */
const MAX_HEADER = 8 * 1024;
const MAX_BODY = 64 * 1024 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');

/** JSON-RPC's error codes that the client sends or reads. */
const ErrorCodes = { MethodNotFound: -32601, InternalError: -32603, RequestCancelled: -32800 };

/** An error response from the server, or the end of the connection before one arrived. */
class ResponseError extends Error {
  constructor(code, message, data) {
    super(message);
    this.name = 'ResponseError';
    this.code = code;
    this.data = data;
  }
}

/** Collects incoming bytes and cuts them into message bodies, never holding more than one message's worth. */
class MessageReader {
  constructor() {
    this.chunks = [];
    this.size = 0;
    this.bodyLength = null; // set once a header block has been read
  }

  /** Adds bytes; returns the complete bodies (strings) now available. Throws on a malformed or oversized frame. */
  push(chunk) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const bodies = [];
    for (;;) {
      if (this.bodyLength === null) {
        const buffer = this.take(this.size);
        const end = buffer.indexOf(HEADER_END);
        if (end < 0) {
          if (buffer.length > MAX_HEADER) throw new Error(`no end of header after ${buffer.length} bytes`);
          this.restore(buffer);
          break;
        }
        this.bodyLength = MessageReader.contentLength(buffer.subarray(0, end).toString('ascii'));
        this.restore(buffer.subarray(end + HEADER_END.length));
      }
      if (this.size < this.bodyLength) break;
      const buffer = this.take(this.size);
      bodies.push(buffer.subarray(0, this.bodyLength).toString('utf8'));
      this.restore(buffer.subarray(this.bodyLength));
      this.bodyLength = null;
    }
    return bodies;
  }

  take(size) {
    const buffer = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, size);
    this.chunks = [];
    this.size = 0;
    return buffer;
  }

  restore(buffer) {
    if (buffer.length > 0) {
      this.chunks = [buffer];
      this.size = buffer.length;
    }
  }

  /** The `Content-Length` of a header block (other fields, such as `Content-Type`, are allowed and ignored). */
  static contentLength(header) {
    let length = null;
    for (const line of header.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) throw new Error(`malformed header line '${line}'`);
      if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
      const value = line.slice(colon + 1).trim();
      if (!/^[0-9]+$/.test(value)) throw new Error(`malformed Content-Length '${value}'`);
      length = Number(value);
    }
    if (length === null) throw new Error('a header without Content-Length');
    if (length > MAX_BODY) throw new Error(`a message of ${length} bytes (at most ${MAX_BODY} are read)`);
    return length;
  }
}

/**
 * A connection to a server. `handlers`: `notification(method, params)`, `request(method, params)` (returns the
 * result or a promise of it; throwing answers with an error; without it every request is answered MethodNotFound),
 * `error(error)` for a protocol error (the connection is closed first), and `log(text)`.
 * `trace`: 'off', 'messages' (one line per message) or 'verbose' (with the JSON).
 */
class Connection {
  constructor(input, output, handlers = {}) {
    this.output = output;
    this.handlers = handlers;
    this.trace = 'off';
    this.nextId = 1;
    this.pending = new Map(); // id -> { method, resolve, reject, started }
    this.closed = null; // the reason, once closed
    this.reader = new MessageReader();
    input.on('data', (chunk) => this.receive(chunk));
  }

  /** Sends a request; resolves with its result, rejects with a ResponseError. `token`: a vscode.CancellationToken. */
  request(method, params, token) {
    if (this.closed) return Promise.reject(new ResponseError(ErrorCodes.InternalError, this.closed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let subscription = null;
      const done = () => subscription && subscription.dispose();
      this.pending.set(id, {
        method,
        started: Date.now(),
        resolve: (value) => (done(), resolve(value)),
        reject: (error) => (done(), reject(error)),
      });
      this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
      if (token && token.isCancellationRequested) this.cancel(id);
      else if (token && token.onCancellationRequested) subscription = token.onCancellationRequested(() => this.cancel(id));
    });
  }

  /** Gives up on a pending request: the server is told, the promise rejects with RequestCancelled. */
  cancel(id) {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    this.notify('$/cancelRequest', { id });
    entry.reject(new ResponseError(ErrorCodes.RequestCancelled, `'${entry.method}' was cancelled`));
  }

  /** Sends a notification. */
  notify(method, params) {
    if (this.closed) return;
    this.send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /** Fails every pending request and stops sending; `reason` is the message of their errors. */
  close(reason) {
    if (this.closed) return;
    this.closed = reason;
    for (const [, entry] of this.pending) entry.reject(new ResponseError(ErrorCodes.InternalError, reason));
    this.pending.clear();
  }

  send(message) {
    if (this.trace !== 'off') this.traceMessage('-->', message);
    const body = JSON.stringify(message);
    this.output.write(`Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`, 'utf8');
  }

  receive(chunk) {
    if (this.closed) return;
    let bodies;
    try {
      bodies = this.reader.push(chunk);
    } catch (error) {
      return this.fail(`protocol error: ${error.message}`);
    }
    for (const body of bodies) {
      let message;
      try {
        message = JSON.parse(body);
      } catch (error) {
        return this.fail(`protocol error: a message is not JSON (${error.message})`);
      }
      if (this.trace !== 'off') this.traceMessage('<--', message);
      this.dispatch(message);
    }
  }

  dispatch(message) {
    if (message === null || typeof message !== 'object') return this.log('ignored a message that is not an object');
    if (typeof message.method === 'string') {
      if (message.id === undefined) {
        if (this.handlers.notification) this.handlers.notification(message.method, message.params);
      } else {
        this.answer(message);
      }
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return; // a cancelled request's late answer
    this.pending.delete(message.id);
    if (message.error) {
      const { code, message: text, data } = message.error;
      entry.reject(new ResponseError(code, String(text), data));
    } else {
      entry.resolve(message.result === undefined ? null : message.result);
    }
  }

  /** Answers a request from the server. */
  async answer(message) {
    const reply = (fields) => this.sendIfOpen({ jsonrpc: '2.0', id: message.id, ...fields });
    if (!this.handlers.request) {
      return reply({ error: { code: ErrorCodes.MethodNotFound, message: `no handler for '${message.method}'` } });
    }
    try {
      const result = await this.handlers.request(message.method, message.params);
      reply({ result: result === undefined ? null : result });
    } catch (error) {
      const code = typeof error.code === 'number' ? error.code : ErrorCodes.InternalError;
      reply({ error: { code, message: String(error.message || error) } });
    }
  }

  sendIfOpen(message) {
    if (!this.closed) this.send(message);
  }

  fail(reason) {
    this.close(reason);
    if (this.handlers.error) this.handlers.error(new Error(reason));
  }

  log(text) {
    if (this.handlers.log) this.handlers.log(text);
  }

  traceMessage(direction, message) {
    let what;
    if (message.method !== undefined) {
      what = message.id === undefined ? `notification '${message.method}'` : `request '${message.method}' #${message.id}`;
    } else {
      const entry = this.pending.get(message.id);
      const took = entry && direction === '<--' ? ` in ${Date.now() - entry.started}ms` : '';
      const method = entry ? ` '${entry.method}'` : '';
      what = `${message.error ? 'error' : 'response'}${method} #${message.id}${took}`;
    }
    let text = `${direction} ${what}`;
    if (this.trace === 'verbose') {
      const payload = message.params !== undefined ? message.params : message.error || message.result;
      if (payload !== undefined) text += `\n${JSON.stringify(payload, null, 2)}`;
    }
    this.log(text);
  }
}

module.exports = { Connection, MessageReader, ResponseError, ErrorCodes, MAX_BODY, MAX_HEADER };
