'use strict';
// Editors/vscode/client/transport.js on its own: framing split anywhere (even inside a UTF-8 character), several
// messages in one chunk, malformed and oversized frames, request ids and pending promises, error responses,
// cancellation, the server's own requests, and closing.
const path = require('path');
const { PassThrough } = require('stream');
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { Connection, MessageReader, ErrorCodes, MAX_BODY } = require(
  path.resolve(__dirname, '../../../Editors/vscode/client/transport.js'),
);

const frame = (value) => {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
};

test('framing: every split point, several messages per chunk, other header fields', () => {
  const messages = [{ text: 'é 😀 ünïcode' }, { n: 2 }];
  const bytes = Buffer.concat([
    frame(messages[0]),
    Buffer.from('Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n', 'ascii'),
    frame(messages[1]),
  ]);
  for (let split = 0; split <= bytes.length; split++) {
    const reader = new MessageReader();
    const bodies = [...reader.push(bytes.subarray(0, split)), ...reader.push(bytes.subarray(split))];
    assert.deepEqual(bodies.map((b) => JSON.parse(b)), messages, `split at ${split}`);
  }
  const reader = new MessageReader();
  const bodies = [];
  for (const byte of bytes) bodies.push(...reader.push(Buffer.from([byte])));
  assert.deepEqual(bodies.map((b) => JSON.parse(b)), messages, 'one byte at a time');
});

test('framing: malformed and oversized frames are errors, and the buffer stays bounded', () => {
  assert.throws(() => new MessageReader().push(Buffer.from('Content-Type: x\r\n\r\n{}')), /without Content-Length/);
  assert.throws(() => new MessageReader().push(Buffer.from('Content-Length: -1\r\n\r\n')), /malformed Content-Length/);
  assert.throws(() => new MessageReader().push(Buffer.from('garbage\r\n\r\n')), /malformed header line/);
  assert.throws(() => new MessageReader().push(Buffer.from(`Content-Length: ${MAX_BODY + 1}\r\n\r\n`)), /at most/);
  assert.throws(() => new MessageReader().push(Buffer.alloc(9000, 0x41)), /no end of header/);
});

function pair() {
  const toClient = new PassThrough();
  const toServer = new PassThrough();
  const sent = [];
  const reader = new MessageReader();
  toServer.on('data', (chunk) => sent.push(...reader.push(chunk).map((b) => JSON.parse(b))));
  const received = [];
  const errors = [];
  const connection = new Connection(toClient, toServer, {
    notification: (method, params) => received.push({ method, params }),
    error: (error) => errors.push(error.message),
  });
  const reply = (value) => toClient.write(frame(value));
  const tick = () => new Promise((done) => setImmediate(done));
  return { connection, sent, received, errors, reply, tick };
}

test('requests: ids, results, errors, notifications and the server\'s requests', async () => {
  const { connection, sent, received, reply, tick } = pair();
  const first = connection.request('initialize', { a: 1 });
  const second = connection.request('shutdown');
  await tick();
  assert.deepEqual(sent, [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { a: 1 } },
    { jsonrpc: '2.0', id: 2, method: 'shutdown' },
  ]);
  reply({ jsonrpc: '2.0', id: 2, error: { code: -32803, message: 'refused' } });
  reply({ jsonrpc: '2.0', id: 1, result: { ok: true } });
  reply({ jsonrpc: '2.0', method: 'window/logMessage', params: { type: 3, message: 'hi' } });
  reply({ jsonrpc: '2.0', id: 'x', method: 'workspace/configuration', params: {} });
  assert.deepEqual(await first, { ok: true });
  await assert.rejects(second, (error) => error.code === -32803 && error.message === 'refused');
  await tick();
  assert.deepEqual(received, [{ method: 'window/logMessage', params: { type: 3, message: 'hi' } }]);
  assert.equal(sent[2].id, 'x');
  assert.equal(sent[2].error.code, ErrorCodes.MethodNotFound);
});

test('cancellation and closing', async () => {
  const { connection, sent, reply, tick, errors } = pair();
  let cancel;
  const token = { isCancellationRequested: false, onCancellationRequested: (f) => ((cancel = f), { dispose() {} }) };
  const cancelled = connection.request('textDocument/hover', {}, token);
  cancel();
  await assert.rejects(cancelled, (error) => error.code === ErrorCodes.RequestCancelled);
  await tick();
  assert.deepEqual(sent[1], { jsonrpc: '2.0', method: '$/cancelRequest', params: { id: 1 } });
  reply({ jsonrpc: '2.0', id: 1, result: 'late' }); // ignored
  const pending = connection.request('textDocument/definition', {});
  reply({ nonsense: true });
  await tick();
  connection.receive(Buffer.from('Content-Length: 3\r\n\r\n{{{'));
  await assert.rejects(pending, /not JSON/);
  assert.equal(errors.length, 1);
  await assert.rejects(connection.request('shutdown'), /not JSON/, 'a closed connection refuses requests');
});
